/**
 * The duplicate warning (issue 13): while a donor is entered, existing donations with the same
 * IBAN, mobile or email — across every client — are looked up (`GET donations/duplicates`,
 * for those who may read donations) and shown with links; after a save the api's answer
 * carries them for everyone. It never blocks a save.
 */
import {
  API_PATHS,
  DONATION_MESSAGES,
  duplicateLabel,
  type DonationDuplicate,
  type DonationFormValues,
} from '@veldwerk/shared/domain';
import { useCan, useWatch } from '@veldwerk/shared/ui';
import { isEmail, isIban, normalizeIban, normalizePhone } from '@veldwerk/shared/validation';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { links } from '../../../paths';
import { useDonationDuplicates } from '../api';

const DEBOUNCE_MS = 400;

function useDebounced<T>(value: T): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** The duplicates of the form's current IBAN, mobile and email (those that look complete). */
export function useDuplicateLookup(exclude: number | undefined): DonationDuplicate[] {
  const mayLook = useCan('GET', API_PATHS.donationDuplicates);
  const [iban, mobile, email] = useWatch<DonationFormValues, ['iban', 'mobile', 'email']>({
    name: ['iban', 'mobile', 'email'],
  });
  const plainIban = normalizeIban(iban ?? '');
  const plainMobile = normalizePhone(mobile ?? '');
  const plainEmail = (email ?? '').trim().toLowerCase();
  const args = useDebounced({
    iban: isIban(plainIban) ? plainIban : undefined,
    mobile: plainMobile.replace(/\D/g, '').length >= 10 ? plainMobile : undefined,
    email: isEmail(plainEmail) ? plainEmail : undefined,
    exclude,
  });
  const any = args.iban !== undefined || args.mobile !== undefined || args.email !== undefined;
  const found = useDonationDuplicates(mayLook && any ? args : null);
  return found.data ?? [];
}

export function DuplicateWarning({ duplicates }: { duplicates: readonly DonationDuplicate[] }) {
  if (duplicates.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message={
        <span>
          {DONATION_MESSAGES.duplicatesTitle}{' '}
          {duplicates.map((duplicate, index) => (
            <span key={duplicate.id}>
              {index > 0 && '; '}
              <Link to={links.donation(duplicate.id)}>{duplicateLabel(duplicate)}</Link>
            </span>
          ))}
        </span>
      }
    />
  );
}
