import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, apiToken, signInThroughProvider } from '../support/session';

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

test('planning an M&G sends the confirmation: in the outbox and in the notifications panel', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // An applicant of their own, through the public form's api (names take letters only).
  const surname = `Zee${Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')}`;
  const mobile = `061${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const applied = await page.request.post('/api/public/applicants', {
    data: {
      firstname: 'mila',
      surname: surname.toLowerCase(),
      hq: 'Amsterdam',
      mobile,
      email: `${surname.toLowerCase()}@example.org`,
      source: 'website',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await page.goto(`/applicants/?surname=${surname}`);
  await signInThroughProvider(page, ACCOUNTS.recruiter.email);
  const row = page.getByRole('row', { name: new RegExp(surname) });
  await row.click();
  const detail = page.getByRole('region', { name: 'Geselecteerde sollicitant' });
  await expect(detail.getByText('Geen notificaties')).toBeVisible();
  await detail.getByRole('button', { name: 'M&G gepland', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Status wijzigen/ });
  await dialog.getByRole('button', { name: 'Datum afspraak +1d' }).click();
  await dialog.getByRole('button', { name: 'Status wijzigen' }).click();
  await expect(dialog).toBeHidden();

  // The worker sends the confirmation through the sms simulator, which keeps it in the outbox.
  const digits = mobile.slice(2);
  const adminToken = await apiToken(page.request, ACCOUNTS.admin.email);
  await expect
    .poll(
      async () => {
        const outbox = await page.request.get('/api/dev/outbox', {
          params: { limit: 100 },
          headers: { 'Authorization-Token': adminToken },
        });
        const { results } = (await outbox.json()) as {
          results: { channel: string; recipient: string; body: string }[];
        };
        return results.find((item) => item.channel === 'sms' && item.recipient.endsWith(digits));
      },
      { timeout: 20_000 },
    )
    .toMatchObject({ body: expect.stringContaining('Mila') });

  // The panel lists the sent confirmation (and the reminder planned for the day before).
  await page.reload();
  const panel = page.getByRole('region', { name: 'Geselecteerde sollicitant' });
  await expect(panel.getByText(/Bevestiging M&G/)).toBeVisible();
  await shot(page, 'applicant-notifications');
});
