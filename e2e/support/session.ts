import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The demo accounts the api seeds (api/src/db/seed/accounts.ts). */
export const ACCOUNTS = {
  admin: { email: 'admin@veldwerk.test', fullName: 'Annelies de Vries' },
  superAdministration: {
    email: 'super.administration@veldwerk.test',
    fullName: 'Joost van den Berg',
  },
  manager: { email: 'manager@veldwerk.test', fullName: 'Sanne Visser' },
  recruiter: { email: 'recruiter@veldwerk.test', fullName: 'Daan Smit' },
  employee: { email: 'employee@veldwerk.test', fullName: 'Noor Mulder' },
  unknown: { email: 'unknown@veldwerk.test', fullName: '' },
  outsider: { email: 'outsider@example.org', fullName: '' },
} as const;

export const SIGN_IN_BUTTON = /Inloggen met/;

/**
 * Signs in through the real flow: the login page's single-sign-on button opens the development
 * identity provider in a popup, where the account is chosen; the popup closes itself.
 */
export async function signInThroughProvider(page: Page, email: string): Promise<void> {
  await expect(page.getByText('Authenticatie vereist')).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: SIGN_IN_BUTTON }).click();
  const popup = await popupPromise;
  // Listen before clicking: the popup may finish the flow and close before `click` returns.
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await popup
    .locator(`button[value="${email}"]`)
    .click({ noWaitAfter: true })
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

/** A session token for api calls, obtained the way scripts do (dev provider → authenticate). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const idToken = await request.post('/api/dev/id-token', { data: { email } });
  expect(idToken.ok()).toBe(true);
  const { id_token } = (await idToken.json()) as { id_token: string };
  const session = await request.post('/api/authenticate', { data: { token: id_token } });
  expect(session.ok()).toBe(true);
  const { token } = (await session.json()) as { token: string };
  return token;
}
