import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, signInThroughProvider } from '../support/session';

/**
 * The verification services in the built product, on their simulators: called from the signed-in
 * page with its own session, the way the shared fields call them (the field screens come with the
 * area forms).
 */
interface Answer {
  status: number;
  body: unknown;
}

/** A call from the page with the session token the shell keeps. */
async function call(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      let token = '';
      for (let i = 0; i < localStorage.length; i++) {
        const match = /"token":"([^"]+)"/.exec(
          localStorage.getItem(localStorage.key(i) ?? '') ?? '',
        );
        if (match?.[1]) token = match[1];
      }
      const response = await fetch(`/api/${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(token === '' ? {} : { 'Authorization-Token': token }),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

test('a signed-in user reaches every verification service on the simulators', async ({
  page,
  watch,
}) => {
  // The refusals below are expected answers; Chromium logs each failed fetch itself.
  watch.allowConsoleError(/Failed to load resource: the server responded with a status of 40[04]/);
  await page.goto('/');
  await signInThroughProvider(page, ACCOUNTS.employee.email);
  await expect(page).toHaveURL(/\/profile\/$/);

  // IBAN: the Dutch bank-code table; an invalid IBAN is an answer, not an error.
  expect(await call(page, 'GET', 'validation/iban/NL91ABNA0417164300')).toEqual({
    status: 200,
    body: {
      valid: true,
      iban: 'NL91ABNA0417164300',
      bank_data: { bic: 'ABNANL2A', name: 'ABN AMRO Bank' },
      message: null,
    },
  });
  expect((await call(page, 'GET', 'validation/iban/NL91ABNA0417164301')).body).toMatchObject({
    valid: false,
  });

  // Phone: no result yet, start a lookup, poll to the result; a bad number is "Ongeldig formaat".
  const number = '31612349899';
  expect((await call(page, 'GET', `validation/hlr/lookup/${number}`)).body).toMatchObject({
    status: null,
  });
  expect((await call(page, 'POST', 'validation/hlr/hlr', { number })).body).toMatchObject({
    number,
    status: 'sent',
  });
  const statuses: unknown[] = [];
  for (let poll = 0; poll < 5 && statuses.at(-1) !== 'active'; poll += 1) {
    statuses.push(
      ((await call(page, 'GET', `validation/hlr/lookup/${number}`)).body as { status: unknown })
        .status,
    );
  }
  expect(statuses).toEqual(['sent', 'sent', 'active']);
  expect(await call(page, 'GET', 'validation/hlr/lookup/0612')).toMatchObject({
    status: 400,
    body: { message: 'Ongeldig formaat' },
  });

  // Email: the provider's verdict with its reason.
  expect(
    (await call(page, 'GET', `validation/email/${encodeURIComponent('jan+bad@voorbeeld.nl')}`))
      .body,
  ).toEqual({
    result: 'Bad',
    reason: 'mailbox_not_found',
    provider: 'simulator',
  });

  // Address: completed, unknown (404), refused (400).
  expect(await call(page, 'GET', 'validation/address/3011AD/40')).toEqual({
    status: 200,
    body: { street: 'Coolsingel', city: 'Rotterdam' },
  });
  expect((await call(page, 'GET', 'validation/address/1234SA/1')).status).toBe(404);
  expect(await call(page, 'GET', 'validation/address/123/1')).toMatchObject({
    status: 400,
    body: { message: 'Postcode moet uit 6 tekens bestaan (1234AB).' },
  });
});

test('the verification services refuse a caller without a session', async ({ page, watch }) => {
  watch.allowConsoleError(/Failed to load resource: the server responded with a status of 401/);
  await page.goto('/');
  expect((await call(page, 'GET', 'validation/address/3011AD/40')).status).toBe(401);
  expect((await call(page, 'POST', 'validation/hlr/hlr', { number: '0612345678' })).status).toBe(
    401,
  );
});
