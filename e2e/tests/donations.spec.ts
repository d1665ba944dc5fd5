import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { Records } from '../support/records';
import { ACCOUNTS, apiToken, signInThroughProvider } from '../support/session';

/** `E2E_SHOTS=/tmp/shots` keeps full-page screenshots of the screens, to look at them. */
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const ADMINISTRATION = 'administration@veldwerk.test';
/** Letters only: a donor's surname passes the name rule. */
const uniqueTag = () =>
  `Vos${Date.now()
    .toString(36)
    .replace(/[^a-z]/g, '')}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 4)}`;
const IBAN = 'NL91ABNA0417164300';

const today = () => {
  const parts = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    display: `${part('day')}/${part('month')}/${part('year')}`,
    iso: `${part('year')}-${part('month')}-${part('day')}`,
  };
};

/** Picks an option of an antd select by keyboard: type to narrow, wait for it, Enter. */
async function choose(select: Locator, search: string, option: string): Promise<void> {
  await select.focus();
  await select.fill(search);
  await expect(select.page().getByRole('option', { name: option, exact: true })).toBeAttached();
  await select.press('Enter');
}

/** Picks an option of a select without search: open it by keyboard, click the option. */
async function pick(page: Page, select: Locator, option: string): Promise<void> {
  await select.focus();
  await select.press('ArrowDown');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .and(page.getByTitle(option, { exact: true }))
    .click();
}

test.describe('donations as administration', () => {
  test('create a donor through the chooser, see the duplicate, reject it, find it, open it', async ({
    page,
  }) => {
    // Many steps against the built product; generous on a busy machine.
    test.setTimeout(300_000);
    const tag = uniqueTag();
    const records = new Records(
      page.request,
      await apiToken(page.request, ACCOUNTS.superAdministration.email),
    );
    const client = await records.client(`Stichting Egel ${tag}`);
    const campaign = await records.campaign(client.id, `Straat ${tag}`, [
      { name: 'shirt_maat', label: 'Shirtmaat', required: true, options: ['S', 'M', 'L'] },
    ]);
    // An earlier donor with the same IBAN, for another client.
    const other = await records.client(`Stichting Otter ${tag}`);
    const otherCampaign = await records.campaign(other.id, `Deur ${tag}`);
    const token = await apiToken(page.request, ADMINISTRATION);
    const earlier = await page.request.post('/api/donations', {
      headers: { 'Authorization-Token': token },
      data: {
        donation: {
          state: 'CONCEPT',
          campaign: otherCampaign.id,
          reference_number: '4242',
          surname: 'Eerder',
          iban: IBAN,
        },
      },
    });
    expect(earlier.ok(), await earlier.text()).toBe(true);

    await page.goto('/donations/create/');
    await signInThroughProvider(page, ADMINISTRATION);
    await page.waitForLoadState('networkidle');
    // The first visit loads the shell and the remote: slow on a busy machine.
    await expect(page.getByRole('heading', { name: 'Klant en campagne kiezen' })).toBeVisible({
      timeout: 60_000,
    });
    const chooser = page.getByRole('form', { name: 'Klant en campagne' });
    await choose(chooser.getByRole('combobox', { name: 'Klant' }), tag, client.name);
    await choose(chooser.getByRole('combobox', { name: 'Campagne' }), tag, campaign.name);
    await shot(page, 'donation-chooser');
    await chooser.getByRole('button', { name: 'Verder' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/donations/create/${client.id}/campaigns/${campaign.id}/$`),
    );

    const form = page.getByRole('form', { name: 'Donateur' });
    await expect(form).toBeVisible();
    // Let the shell finish loading (the softphone widget) before typing.
    await page.waitForLoadState('networkidle');
    await form.getByRole('textbox', { name: 'Referentienummer' }).fill('T9001');
    await form.getByRole('textbox', { name: 'Bedrag (€)' }).fill('12.5');
    await form.getByRole('textbox', { name: 'Bedrag (€)' }).blur();
    await expect(form.getByRole('textbox', { name: 'Bedrag (€)' })).toHaveValue('12,50');
    await form.getByRole('textbox', { name: 'Startdatum' }).fill(today().display);
    await form.getByRole('textbox', { name: 'Achternaam' }).fill(tag.toLowerCase());
    await form.getByRole('textbox', { name: 'Achternaam' }).blur();
    await form.getByRole('textbox', { name: 'Postcode' }).fill('1234ab');
    await form.getByRole('textbox', { name: 'Postcode' }).blur();
    await form.getByRole('textbox', { name: 'IBAN' }).fill('nl91 abna 0417 1643 00');
    await form.getByRole('textbox', { name: 'IBAN' }).blur();
    await pick(page, form.getByRole('combobox', { name: 'Shirtmaat' }), 'M');

    // The duplicate warning, with a link to the earlier donor of the other client.
    const warning = form.getByRole('alert').filter({ hasText: 'Mogelijk dubbel:' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('link', { name: /4242 \(Eerder, Deur/ })).toBeVisible();
    await shot(page, 'donation-form-duplicate');

    await form.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('Donateur succesvol opgeslagen')).toBeVisible();
    await expect(page).toHaveURL(/\/donations\/$/);

    // Found in the list by the client, campaign and state filters of the URL and the name filter.
    await page.goto(`/donations/?client=${client.id}&campaign=${campaign.id}&state[]=PENDING`);
    const table = page.getByRole('table', { name: 'Donateurs' });
    await table.getByRole('button', { name: 'Filter Naam' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter Naam' });
    await panel.getByRole('textbox', { name: 'Naam bevat' }).fill(tag.slice(0, 8));
    await panel.getByRole('textbox', { name: 'Naam bevat' }).press('Enter');
    const row = table.getByRole('row', { name: new RegExp(tag, 'i') });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('€ 12,50');
    await expect(row).toContainText('In behandeling');
    await shot(page, 'donation-list');
    await row.click();

    await expect(
      page.getByRole('heading', { name: new RegExp(`Donateur .*${tag}`, 'i') }),
    ).toBeVisible();
    await expect(page.getByText('Shirtmaat')).toBeVisible();
    // No phone number entered: no call button (click-to-call needs a number to dial).
    await expect(page.getByRole('button', { name: / bellen$/ })).toHaveCount(0);
    await shot(page, 'donation-detail');

    await page.getByRole('link', { name: 'Wijzigen' }).click();
    const update = page.getByRole('form', { name: 'Donateur' });
    await pick(page, update.getByRole('combobox', { name: 'Status' }), 'Afgekeurd');
    await pick(page, update.getByRole('combobox', { name: 'Afkeurreden' }), 'Spijt');
    await update.getByRole('textbox', { name: 'Toelichting afkeuring' }).fill('Wil toch niet');
    await shot(page, 'donation-update-reject');
    await update.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('Donateur succesvol opgeslagen')).toBeVisible();

    await expect(
      page.getByRole('heading', { name: new RegExp(`Donateur .*${tag}`, 'i') }),
    ).toBeVisible();
    const details = page.locator('.ant-descriptions').first();
    await expect(details).toContainText('Afgekeurd');
    await expect(details).toContainText('Spijt');
    await expect(details).toContainText('Wil toch niet');
    await expect(page.getByRole('region', { name: 'Wijzigingen' })).toContainText('reject_state');
  });
});
