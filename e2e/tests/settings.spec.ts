import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, signInThroughProvider } from '../support/session';

/** `E2E_SHOTS=/tmp/shots` keeps full-page screenshots of the screens, to look at them. */
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('edit a notification template and see the server-rendered preview', async ({
  page,
  watch,
}) => {
  // The preview of a template with a syntax error is a 400 the screen shows in Dutch.
  watch.allowConsoleError(/status of 400 \(Bad Request\)/);
  await page.goto('/settings/');
  await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
  // The deep link returns after sign-in; a second goto would race the stored session.
  await expect(page).toHaveURL(/\/settings\/$/);
  await expect(page.getByRole('heading', { name: 'Instellingen' })).toBeVisible();
  await expect(page.getByText('mg_confirmation')).toBeVisible();
  await shot(page, 'settings-list');

  await page.goto('/settings/notification/no_answer/');
  const preview = page.getByRole('region', { name: 'Voorvertoning' });
  await expect(preview.getByRole('figure', { name: 'Sms' })).toBeVisible();
  await expect(preview).toContainText('tekens');
  await shot(page, 'settings-preview');

  await page.getByRole('link', { name: /Wijzigen/ }).click();
  const value = page.getByRole('textbox', { name: 'Waarde' });
  const stamp = Date.now().toString(36);
  await value.fill(`Hoi {{ employee.firstname }}, bel ons terug (${stamp}).`);
  await expect(preview).toContainText(`Hoi Sanne, bel ons terug (${stamp}).`);
  await value.fill('Hoi\n{% if employee.firstname %}');
  await expect(preview).toContainText('Fout in het sjabloon op regel 2');
  await shot(page, 'settings-update-error');
  await value.fill(`Hoi {{ employee.firstname }}, bel ons terug (${stamp}).`);
  await page.getByRole('button', { name: /Opslaan/ }).click();
  await expect(page).toHaveURL(/\/settings\/notification\/no_answer\/$/);
  await expect(preview).toContainText(`Hoi Sanne, bel ons terug (${stamp}).`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/notification/no_answer/update/');
  await expect(page.getByRole('textbox', { name: 'Waarde' })).toBeVisible();
  await shot(page, 'settings-update-390');
});
