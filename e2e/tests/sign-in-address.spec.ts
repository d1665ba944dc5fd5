/**
 * Sign-in from another address than PUBLIC_URL (`http://localhost:<port>` in this suite): from the
 * other loopback name it works end to end; from a name sign-in cannot return to (a proxy host that
 * is not PUBLIC_URL), the login page says where to go instead of opening a popup that never ends.
 */
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, signInThroughProvider } from '../support/session';

test('signing in works when the product is opened at 127.0.0.1 instead of localhost', async ({
  page,
  baseURL,
}) => {
  const loopback = new URL(baseURL ?? '');
  loopback.hostname = '127.0.0.1';
  await page.goto(`${loopback.origin}/?next=%2Fprofile%2F`);
  await signInThroughProvider(page, ACCOUNTS.manager.email);

  await expect(page.getByRole('link', { name: ACCOUNTS.manager.fullName })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(loopback.origin);
  await expect(page).toHaveURL(/\/profile\/$/);
});

test('opened at an address sign-in cannot return to, the login page says where to sign in', async ({
  page,
  baseURL,
  watch,
}) => {
  // Plain http on a name other than localhost: Chromium ignores (and reports) the opener policy.
  // A real proxy host serves https.
  watch.allowConsoleError(/Cross-Origin-Opener-Policy header has been ignored/);
  const real = new URL(baseURL ?? '');
  const proxy = `http://veldwerk-proxy.test:${real.port}`;
  // A proxy host name in front of the server: every request to it is answered by the server.
  await page.route(`${proxy}/**`, async (route) => {
    const url = route.request().url().replace(proxy, real.origin);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  await page.goto(`${proxy}/?next=%2Fclients%2F`);

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    `Inloggen kan niet vanaf dit adres. Open Veldwerk via ${real.origin} en log daar in.`,
  );
  await expect(page.getByRole('button', { name: /Inloggen met/ })).toBeDisabled();
  await page.getByRole('link', { name: `Naar ${real.origin}` }).click();
  await expect(page).toHaveURL(`${real.origin}/?next=%2Fclients%2F`);
  await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
  await expect(page).toHaveURL(/\/clients\/$/);
});
