/** Loads the setting of the route's `{type}/{key}` (not numeric ids, so not DetailPage). */
import type { Setting } from '@veldwerk/shared/domain';
import { QueryState } from '@veldwerk/shared/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { settings } from '../api';

const { useOne: useSetting } = settings;

export function SettingPage({ children }: { children: (setting: Setting) => ReactNode }) {
  const { type = '', key = '' } = useParams();
  const query = useSetting({ type, key });
  return (
    <QueryState query={query} label="Instelling">
      {children}
    </QueryState>
  );
}
