import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { Records } from '../support/records';
import { ACCOUNTS, apiToken, signInThroughProvider } from '../support/session';

/** `E2E_SHOTS=/tmp/shots` keeps full-page screenshots of the screens, to look at them. */
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const CAPTAIN = 'captain@veldwerk.test';
const ADMINISTRATION = 'administration@veldwerk.test';
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Picks an option of an autocomplete: type to narrow, then the option (by its title). */
async function choose(select: Locator, search: string, option: string): Promise<void> {
  await select.focus();
  await select.fill(search);
  await select
    .page()
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .and(select.page().getByTitle(option, { exact: true }))
    .click();
}

interface Person {
  uuid: string;
  firstname: string | null;
  surname_prefix: string | null;
  surname: string | null;
}
const nameOf = (person: Person) =>
  [person.firstname, person.surname_prefix, person.surname].filter(Boolean).join(' ');

test.describe('shifts', () => {
  test('a captain enters a shift for a trial employee with three checks; administration sees it on the dashboard', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const run = tag();
    const records = new Records(
      page.request,
      await apiToken(page.request, ACCOUNTS.superAdministration.email),
    );
    const client = await records.client(`Stichting Das ${run}`);
    const campaign = await records.campaign(client.id, `Werving ${run}`);

    // A trial employee and a sales coach of the demo data.
    const manager = await apiToken(page.request, ACCOUNTS.manager.email);
    const people = async (status: string) => {
      const response = await page.request.get(
        `/api/employees?employee_status[]=${encodeURIComponent(status)}&limit=50`,
        { headers: { 'Authorization-Token': manager } },
      );
      expect(response.ok(), await response.text()).toBe(true);
      const page_ = (await response.json()) as { results: Person[] };
      return page_.results.filter((person) => (person.surname ?? '').length >= 2);
    };
    const [trainee] = await people('Trial planned');
    const [coach] = await people('Active');
    if (trainee === undefined || coach === undefined) throw new Error('No trial employee or coach');

    // An approved donation whose reference number one of the checks carries.
    const administration = await apiToken(page.request, ADMINISTRATION);
    const reference = String(Date.now()).slice(-8);
    const donation = await page.request.post('/api/donations', {
      headers: { 'Authorization-Token': administration },
      data: {
        donation: {
          state: 'CONCEPT',
          campaign: campaign.id,
          reference_number: reference,
          surname: 'Egelaar',
        },
      },
    });
    expect(donation.ok(), await donation.text()).toBe(true);
    const { id: donationId } = (await donation.json()) as { id: number };
    const approved = await page.request.patch(`/api/donations/${donationId}`, {
      headers: { 'Authorization-Token': administration },
      data: { donation: { state: 'APPROVED' } },
    });
    expect(approved.ok(), await approved.text()).toBe(true);

    // The captain creates the shift.
    await page.goto('/shifts/create/');
    await signInThroughProvider(page, CAPTAIN);
    await expect(page.getByRole('heading', { name: 'Werkbriefje toevoegen' })).toBeVisible({
      timeout: 60_000,
    });
    const form = page.getByRole('form', { name: 'Werkbriefje' });
    await form.getByRole('textbox', { name: /Begintijd/ }).fill('10:00');
    await expect(form.getByRole('textbox', { name: 'Eindtijd' })).toHaveValue('13:00');
    await choose(
      form.getByRole('combobox', { name: /Medewerker/ }),
      trainee.surname ?? '',
      nameOf(trainee),
    );
    await choose(form.getByRole('combobox', { name: /Campagne/ }), run, campaign.name);
    await choose(
      form.getByRole('combobox', { name: /Salescoach/ }),
      coach.surname ?? '',
      nameOf(coach),
    );
    await shot(page, 'shift-create');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(/\/shifts\/[0-9a-f-]{36}\/$/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { name: /Werkbriefje \d\d\/\d\d\/\d{4}/ }),
    ).toBeVisible();

    // Three checks, typed with the keyboard: Enter adds each and starts the next.
    const checks = page.getByRole('region', { name: 'Donatiechecks' });
    for (const [index, number] of [reference, '11111111', '22222222'].entries()) {
      const row = page.getByRole('form', { name: 'Nieuwe donatiecheck' });
      const field = row.getByRole('textbox', { name: /Referentienummer/ });
      await expect(field).toHaveValue('');
      await field.fill(number);
      await row.getByRole('textbox', { name: 'Bedrag (€)' }).fill('10');
      await row.getByRole('textbox', { name: 'Bedrag (€)' }).press('Enter');
      await expect(page.getByRole('form', { name: `Donatiecheck ${index + 1}` })).toBeVisible();
    }
    const first = page.getByRole('form', { name: 'Donatiecheck 1' });
    await expect(first.getByText('Goedgekeurd')).toBeVisible();
    await expect(first.getByText(/Donatie aangemaakt op \d\d\/\d\d\/\d{4}/)).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Donatiecheck 2' }).getByText('Geen donatie gevonden'),
    ).toBeVisible();
    await expect(checks.getByRole('form', { name: /^Donatiecheck \d$/ })).toHaveCount(3);
    await shot(page, 'shift-detail');
    expect(await seriousViolations(page)).toEqual([]);

    // Delete the third check.
    await page
      .getByRole('form', { name: 'Donatiecheck 3' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(checks.getByRole('form', { name: /^Donatiecheck \d$/ })).toHaveCount(2);
    const shiftUrl = new URL(page.url()).pathname;

    // Administration sees the shift's figures on the dashboard: 3 hours, 2 checks, 1 approved.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`/shifts/dashboard/?campaign=${campaign.id}`);
    await signInThroughProvider(page, ADMINISTRATION);
    await expect(page.getByRole('heading', { name: 'Dashboard werkbriefjes' })).toBeVisible({
      timeout: 60_000,
    });
    const table = page.getByRole('table', { name: 'Per vestiging' });
    // One shift of 3 hours (the default duration) with 2 checks left, 1 of them approved.
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('0,67');
    await expect(table).toContainText('50%');
    await expect(page.getByRole('combobox', { name: 'Campagne' })).toBeVisible();
    await expect(page.getByText(campaign.name)).toBeVisible();
    await shot(page, 'shift-dashboard');
    expect(await seriousViolations(page)).toEqual([]);

    // Every screen at phone width (390 px): usable, and axe-clean.
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'shift-dashboard-390');
    expect(await seriousViolations(page)).toEqual([]);
    const detail = shiftUrl;
    for (const [name, url, heading] of [
      ['shift-list-390', `/shifts/?employee=${trainee.uuid}`, 'Werkbriefjes'],
      ['shift-create-390', '/shifts/create/', 'Werkbriefje toevoegen'],
      ['shift-detail-390', detail, /Werkbriefje \d\d\/\d\d\/\d{4}/],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      await shot(page, name);
      expect(await seriousViolations(page)).toEqual([]);
    }
    // The recruitment quick link's filter finds the shift.
    await page.goto(`/shifts/?employee=${trainee.uuid}`);
    await expect(page.getByText(/^[1-9]\d* resulta(at|ten)$/)).toBeVisible();
  });
});
