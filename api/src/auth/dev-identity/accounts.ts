import { ROLE_LABELS } from '@veldwerk/shared/auth';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';

/** An identity the development provider can sign in: the claims a Google account would carry. */
export interface DevAccount {
  readonly email: string;
  readonly name: string;
  readonly givenName: string;
  readonly familyName: string;
  /** The Google Workspace domain claim. */
  readonly hd: string;
  /** What the login page says about this account (Dutch). */
  readonly description: string;
}

export const DEV_ACCOUNTS: readonly DevAccount[] = [
  ...DEMO_ACCOUNTS.map((demo) => ({
    email: demo.email,
    name: demo.fullName,
    givenName: demo.firstname,
    familyName: [demo.surnamePrefix, demo.surname].filter(Boolean).join(' '),
    hd: 'veldwerk.test',
    description: ROLE_LABELS[demo.role],
  })),
  {
    email: 'unknown@veldwerk.test',
    name: 'Onbekende Gebruiker',
    givenName: 'Onbekende',
    familyName: 'Gebruiker',
    hd: 'veldwerk.test',
    description: 'Geldig account zonder medewerker: wordt geweigerd',
  },
  {
    email: 'outsider@example.org',
    name: 'Olga Buitenman',
    givenName: 'Olga',
    familyName: 'Buitenman',
    hd: 'example.org',
    description: 'Buiten het toegestane domein: wordt geweigerd',
  },
];

export function findDevAccount(email: string): DevAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return DEV_ACCOUNTS.find((account) => account.email === wanted);
}

/** The ID-token claims of an account (scopes openid, email, profile). */
export function devAccountClaims(account: DevAccount) {
  return {
    sub: account.email,
    email: account.email,
    email_verified: true,
    hd: account.hd,
    name: account.name,
    given_name: account.givenName,
    family_name: account.familyName,
  };
}
