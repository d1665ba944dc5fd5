import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, signInThroughProvider } from '../support/session';

/** `E2E_SHOTS=/tmp/shots` keeps full-page screenshots of the screens, to look at them. */
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const RECRUITER = { email: 'recruiter@veldwerk.test', code: '100006', fullName: 'Daan Smit' };

/** Letters only (names refuse digits), unique per run. */
const uniqueName = () =>
  `Zee${Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')}`;

/** Clicks a quick transition, fills the event date with the +1d preset, submits. */
async function quickTransition(page: Page, label: string, planned: boolean): Promise<void> {
  const detail = page.getByRole('region', { name: 'Geselecteerde sollicitant' });
  const scope = (await detail.count()) > 0 ? detail : page.locator('main');
  await scope.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Status wijzigen/ });
  await expect(dialog).toBeVisible();
  if (planned) await dialog.getByRole('button', { name: 'Datum afspraak +1d' }).click();
  await dialog.getByRole('button', { name: 'Status wijzigen' }).click();
  await expect(dialog).toBeHidden();
}

test('an applicant applies on a phone, is planned to Active by a recruiter, a manager sets a password, an employee is kept out', async ({
  page,
  secondBrowser,
}) => {
  // Many steps against the built product; generous on a busy machine.
  test.setTimeout(240_000);
  const surname = uniqueName();
  const email = `${surname.toLowerCase()}@example.org`;

  // 1. The public page on a phone, with the recruiter's code.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/public/apply/${RECRUITER.code}`);
  await expect(page.getByRole('heading', { name: 'Uw gegevens' })).toBeVisible();
  const referral = page.getByRole('textbox', { name: /Aangemeld door/ });
  await expect(referral).toHaveValue(RECRUITER.code);
  await expect(referral).toBeDisabled();
  await shot(page, 'public-apply-390');
  await page.getByRole('textbox', { name: /Voornaam/ }).fill('jan');
  await page.getByRole('textbox', { name: /Achternaam/ }).fill(surname.toLowerCase());
  await page.getByRole('textbox', { name: /Mobiel/ }).fill('06 1234 5678');
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  // The antd select opened by keyboard, its option clicked in the open dropdown.
  const branch = page.getByRole('combobox', { name: /Vestiging/ });
  await branch.focus();
  await branch.press('ArrowDown');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .and(page.getByTitle('Amsterdam', { exact: true }))
    .click();
  await page.getByRole('button', { name: /Versturen/ }).click();
  // The confirmation page's title (the save's toast says the same for a moment).
  await expect(
    page.locator('.ant-result-title', { hasText: 'Uw aanvraag is verzonden' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/public\/apply\/success$/);

  // 2. The recruiter finds the applicant in the split list.
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/applicants/?surname=${surname}`);
  await signInThroughProvider(page, RECRUITER.email);
  const list = page.getByRole('region', { name: 'Sollicitanten' }).first();
  const row = page.getByRole('row', { name: new RegExp(surname) });
  await expect(row).toBeVisible();
  await row.focus();
  await row.press('Enter');
  await expect(page).toHaveURL(/\/applicants\/[0-9a-f-]{36}\/\?surname=/);
  const detail = page.getByRole('region', { name: 'Geselecteerde sollicitant' });
  await expect(detail.getByText('Via medewerker')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Wervende medewerker' })).toBeVisible();
  await expect(detail.getByText('Geen telefoongesprekken')).toBeVisible();
  const uuid = /\/applicants\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  await shot(page, 'applicants-split');
  void list;

  // 3. M&G, Trial, Active through the quick transitions.
  await quickTransition(page, 'M&G gepland', true);
  await expect(detail.getByText('M&G gepland').first()).toBeVisible();
  await quickTransition(page, 'Proefdag gepland', true);
  await expect(detail.getByText('Proefdag gepland').first()).toBeVisible();
  await quickTransition(page, 'Actief', false);

  // 4. Now an employee, with the timeline newest first.
  await page.goto(`/employees/?surname=${surname}`);
  await expect(page.getByRole('row', { name: new RegExp(surname) })).toBeVisible();
  await page.goto(`/employees/${uuid}/`);
  const timeline = page.locator('.ant-timeline-item');
  await expect(timeline).toHaveCount(5);
  const steps = await timeline.locator('strong').allTextContents();
  expect(steps).toEqual(['Actief', 'Proefdag gepland', 'M&G gepland', 'Nieuw', 'Nieuw']);
  await shot(page, 'employee-detail');

  // 5. A manager changes the password.
  const managerPage = await secondBrowser.newPage();
  await managerPage.goto(`/employees/${uuid}/`);
  await signInThroughProvider(managerPage, ACCOUNTS.manager.email);
  await managerPage.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  const modal = managerPage.getByRole('dialog', { name: 'Wachtwoord wijzigen' });
  await modal.getByLabel(/Nieuw wachtwoord/).fill('geheim123');
  await modal.getByRole('button', { name: /Opslaan/ }).click();
  await expect(managerPage.getByText('Wachtwoord succesvol opgeslagen.')).toBeVisible();
  await expect(modal).toBeHidden();
  await managerPage.close();
});

test('an employee account cannot open /employees/', async ({ page }) => {
  await page.goto('/employees/');
  await signInThroughProvider(page, ACCOUNTS.employee.email);
  await expect(page.getByText('Geen toegang')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Medewerkers' })).toHaveCount(0);
});
