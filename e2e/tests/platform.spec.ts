import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, apiToken, signInThroughProvider } from '../support/session';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

test.describe('signing in', () => {
  test('a manager lands on the profile with the right navigation', async ({ page }) => {
    await page.goto('/');
    await signInThroughProvider(page, ACCOUNTS.manager.email);

    await expect(page).toHaveURL(/\/profile\/$/);
    await expect(page.getByRole('link', { name: ACCOUNTS.manager.fullName })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Medewerkers' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Sollicitanten' })).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: /Beheer/ })).toHaveCount(0);
    await expect(page.getByText(/versie \d+\.\d+\.\d+/)).toBeVisible();
  });

  test('super administration sees Beheer with Klanten and Instellingen', async ({ page }) => {
    await page.goto('/');
    await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
    await expect(
      page.getByRole('link', { name: ACCOUNTS.superAdministration.fullName }),
    ).toBeVisible();

    await mainMenu(page)
      .getByRole('button', { name: /Beheer/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Klanten' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Instellingen' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Klanten' }).click();
    await expect(page).toHaveURL(/\/clients\/$/);
    await expect(page.getByRole('heading', { name: 'Klanten' })).toBeVisible();
  });

  test('a deep link visited logged out returns there after sign-in', async ({ page }) => {
    await page.goto('/shifts/');
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByRole('img', { name: 'Niet ingelogd' })).toBeVisible();
    await signInThroughProvider(page, ACCOUNTS.manager.email);

    await expect(page).toHaveURL(/\/shifts\/$/);
    await expect(page.getByRole('heading', { name: 'Werkbriefjes' })).toBeVisible();
    // A reload of the deep link keeps the session and the page (the api serves index.html).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Werkbriefjes' })).toBeVisible();
  });

  test('logout returns to the login page and the old token is dead', async ({ page }) => {
    await page.goto('/');
    await signInThroughProvider(page, ACCOUNTS.manager.email);
    await expect(page).toHaveURL(/\/profile\/$/);
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const value = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
        const match = /"token":"([^"]+)"/.exec(value);
        if (match) return match[1];
      }
      return undefined;
    });
    expect(token, 'the session token is kept for reloads').toBeTruthy();
    const before = await page.request.get('/api/user', {
      headers: { 'Authorization-Token': token ?? '' },
    });
    expect(before.status()).toBe(200);

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByText('Authenticatie vereist')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Niet ingelogd' })).toBeVisible();

    const after = await page.request.get('/api/user', {
      headers: { 'Authorization-Token': token ?? '' },
    });
    expect(after.status()).toBe(401);
  });

  for (const account of [ACCOUNTS.unknown, ACCOUNTS.outsider]) {
    test(`${account.email} is refused with the server's Dutch message`, async ({ page, watch }) => {
      // Chromium logs the refused authenticate call itself; the page handles it.
      watch.allowConsoleError(
        /Failed to load resource: the server responded with a status of 40[13]/,
      );
      await page.goto('/');
      await signInThroughProvider(page, account.email);

      const alert = page.getByRole('alert');
      await expect(alert).toBeVisible();
      const expected =
        account === ACCOUNTS.unknown
          ? `Er is geen medewerker met het e-mailadres ${account.email}`
          : 'Alleen accounts van het domein veldwerk.test hebben toegang';
      await expect(alert).toContainText(expected);
      await expect(alert).toHaveClass(/ant-alert-error/);
      await expect(page).toHaveURL(/\/(\?.*)?$/);
    });
  }
});

test('a bug report needs 3 characters and lands in the outbox', async ({ page }) => {
  await page.goto('/');
  await signInThroughProvider(page, ACCOUNTS.manager.email);
  await page.getByRole('link', { name: /Probleem melden/ }).click();
  await expect(page).toHaveURL(/\/profile\/bug-report\/$/);

  const text = page.getByRole('textbox');
  const send = page.getByRole('button', { name: 'Versturen' });
  await text.fill('ab');
  await text.blur();
  await expect(page.getByText('Minimaal 3 karakters')).toBeVisible();
  await expect(send).toBeDisabled();

  const report = `Het filter op de werkbriefjes reageert traag (${Date.now()})`;
  await text.fill(report);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Bedankt! Uw melding is verzonden.')).toBeVisible();

  const adminToken = await apiToken(page.request, ACCOUNTS.admin.email);
  const outbox = await page.request.get('/api/dev/outbox', {
    headers: { 'Authorization-Token': adminToken },
  });
  expect(outbox.status()).toBe(200);
  const { results } = (await outbox.json()) as { results: { channel: string; body: string }[] };
  const mail = results.find((row) => row.body.includes(report));
  expect(mail, 'the report is in the outbox').toBeDefined();
  expect(mail?.channel).toBe('mail');
  expect(mail?.body).toContain(ACCOUNTS.manager.email);
});

test('an unreachable remote fails alone and loads again on retry', async ({ page, watch }) => {
  // The aborted manifest request is logged by Chromium; the shell handles it.
  watch.allowConsoleError(/Failed to load resource: net::ERR_FAILED/);
  await page.goto('/');
  await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
  await expect(page).toHaveURL(/\/profile\/$/);

  const manifest = '**/remotes/mf-settings/mf-manifest.json';
  await page.route(manifest, (route) => route.abort('failed'));
  const marker = await page.evaluate(() => {
    (window as unknown as { __noReload: string }).__noReload = 'still here';
    return 'still here';
  });

  await mainMenu(page)
    .getByRole('button', { name: /Beheer/ })
    .click();
  await page.getByRole('menuitem', { name: 'Instellingen' }).click();
  await expect(page).toHaveURL(/\/settings\/$/);
  await expect(page.getByText('Dit onderdeel kan nu niet worden geladen')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
  await expect(retry).toBeVisible();

  // The navbar and another area keep working.
  await mainMenu(page).getByRole('link', { name: 'Donateurs' }).click();
  await expect(page.getByRole('heading', { name: 'Donateurs' })).toBeVisible();
  await page.goBack();
  await expect(retry).toBeVisible();

  // Back online: retry loads it without a page reload.
  await page.unroute(manifest);
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Instellingen' })).toBeVisible();
  await expect(page.getByText('Dit onderdeel kan nu niet worden geladen')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: string }).__noReload)).toBe(
    marker,
  );
});

test('public application pages need no sign-in', async ({ page }) => {
  await page.goto('/public/apply/success');
  await expect(page.getByText('Uw aanvraag is verzonden')).toBeVisible();
  await expect(page.getByRole('button', { name: /Inloggen met/ })).toHaveCount(0);
});

test('the built scripts are served precompressed and cached by their content hash', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const [path, encoding] of [
    [scripts[0], 'br'],
    [scripts[0], 'gzip'],
    ['/remotes/mf-campaigns/remoteEntry.js', 'br'],
  ] as const) {
    const response = await page.request.get(String(path), {
      headers: { 'Accept-Encoding': encoding },
    });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe(encoding);
  }
  const chunk = await page.request.get(String(scripts[0]));
  expect(chunk.headers()['cache-control']).toContain('immutable');
});
