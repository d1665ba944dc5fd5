/**
 * A client name that already exists is warned about while typing (not refused: two charities
 * may share a name, e.g. regional branches). Reads the client list filtered on the name.
 */
import type { ClientFormValues } from '@veldwerk/shared/domain';
import { useWatch } from '@veldwerk/shared/ui';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';

import { clients } from '../api';

export const DUPLICATE_NAME_WARNING = (name: string) =>
  `Er bestaat al een klant met de naam ${name}. Controleer of u geen dubbele klant aanmaakt.`;

/** Wait this long after the last keystroke before asking. */
const SETTLE_MS = 300;

export function DuplicateNameWarning({ clientId }: { clientId?: number }) {
  const typed = useWatch<ClientFormValues, 'name'>({ name: 'name' });
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const matches = clients.useList(name.length >= 3 ? {} : null, { name, limit: 10 });
  const same = matches.data?.results.find(
    (client) => client.id !== clientId && client.name.toLowerCase() === name.toLowerCase(),
  );
  if (same === undefined) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      message={DUPLICATE_NAME_WARNING(same.name)}
      style={{ marginBottom: 16 }}
    />
  );
}
