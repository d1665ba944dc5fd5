import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logoPng } from '../support/png';
import { Records } from '../support/records';
import { ACCOUNTS, apiToken, signInThroughProvider } from '../support/session';

/** `E2E_SHOTS=/tmp/shots` keeps full-page screenshots of the screens, to look at them. */
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** A tag unique to this test run, so the seeded demo data and earlier tests never interfere. */
const uniqueTag = () => `e2e${Date.now().toString(36)}`;

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Lijstacties' });
const resultCount = (page: Page) => toolbar(page).getByRole('status');

/** The number of rows the toolbar reports ("12 resultaten"), or NaN while loading. */
const shownCount = async (page: Page) =>
  Number((await resultCount(page).textContent())?.match(/^(\d+) result/)?.[1]);

/** The data rows of a kit list whose text matches. */
const rowsMatching = (table: Locator, text: string | RegExp) =>
  table.getByRole('row', { name: text instanceof RegExp ? text : new RegExp(text) });

async function filterText(table: Locator, column: string, text: string): Promise<void> {
  await table.getByRole('button', { name: `Filter ${column}` }).click();
  const panel = table.page().getByRole('dialog', { name: `Filter ${column}` });
  await panel.getByRole('textbox', { name: `${column} bevat` }).fill(text);
  await panel.getByRole('textbox', { name: `${column} bevat` }).press('Enter');
  await expect(panel).toBeHidden();
}

/**
 * Picks an option of an antd select by keyboard (reliable, unlike clicks on its animated
 * dropdown): type to narrow the options, wait for the wanted one, Enter.
 */
async function choose(select: Locator, search: string, option: string): Promise<void> {
  await select.focus();
  await select.fill(search);
  await expect(select.page().getByRole('option', { name: option, exact: true })).toBeAttached();
  await select.press('Enter');
}

/** The option an antd select shows as chosen (it carries the option's label as its title). */
const chosen = (scope: Locator, label: string) => scope.getByTitle(label, { exact: true });

/** Holds the list preferences call of `resource` until released. */
async function holdPreferences(page: Page, resource: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/preferences/${resource}`, async (route) => {
    if (route.request().method() === 'GET') await released;
    await route.fallback();
  });
  return release;
}

async function records(page: Page): Promise<Records> {
  return new Records(
    page.request,
    await apiToken(page.request, ACCOUNTS.superAdministration.email),
  );
}

test.describe('clients, campaigns and export layouts as super administration', () => {
  test('a new client is saved and found again through the filter and the sort', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const name = `Stichting Zeehond ${tag}`;
    await page.goto('/clients/');
    await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
    await expect(page.getByRole('heading', { name: 'Klanten' })).toBeVisible();
    await shot(page, 'clients-list');

    await toolbar(page).getByRole('link', { name: 'Klant toevoegen' }).click();
    await expect(page).toHaveURL(/\/clients\/create\/$/);
    const form = page.getByRole('form', { name: 'Klant' });
    const save = form.getByRole('button', { name: 'Opslaan' });
    await expect(save).toBeDisabled();
    await form.getByRole('textbox', { name: 'Naam', exact: true }).fill(name);
    await expect(form.getByRole('switch', { name: 'Actief' })).toBeChecked();
    await shot(page, 'client-create');
    await save.click();
    await expect(page.getByText('Klant succesvol opgeslagen')).toBeVisible();
    await expect(page).toHaveURL(/\/clients\/\d+\/$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const clientUrl = page.url();

    // A second client with the same tag, so the sort has something to order.
    await (await records(page)).client(`Amnesty ${tag}`);

    await page.getByRole('link', { name: 'Klanten', exact: true }).click();
    const table = page.getByRole('table', { name: 'Klanten' });
    await expect(resultCount(page)).toHaveText(/^\d+ resultaten$/);
    await filterText(table, 'Naam', tag);
    await expect(page).toHaveURL(new RegExp(`[?&]name=${tag}`));
    await expect(resultCount(page)).toHaveText('2 resultaten');
    await expect(rowsMatching(table, tag)).toHaveText([/^Amnesty/, /^Stichting Zeehond/]);

    await table.getByRole('button', { name: 'Sorteer Naam aflopend' }).click();
    await expect(page).toHaveURL(/[?&]sort=name&order=desc/);
    await expect(rowsMatching(table, tag)).toHaveText([/^Stichting Zeehond/, /^Amnesty/]);
    await shot(page, 'clients-filtered-sorted');

    // The view lives in the URL: a reload shows the same rows in the same order.
    await page.reload();
    await expect(resultCount(page)).toHaveText('2 resultaten');
    await expect(rowsMatching(table, tag)).toHaveText([/^Stichting Zeehond/, /^Amnesty/]);

    await rowsMatching(table, name).click();
    await expect(page).toHaveURL(clientUrl);
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // Back: the filtered view again; "Filters wissen" shows the whole list.
    await page.goBack();
    await expect(resultCount(page)).toHaveText('2 resultaten');
    const reset = toolbar(page).getByRole('button', { name: 'Filters wissen' });
    await reset.click();
    await expect(page).not.toHaveURL(/[?&]name=/);
    await expect(reset).toBeDisabled();
    await expect.poll(() => shownCount(page)).toBeGreaterThan(2);
  });

  test('a campaign with two input fields is saved, listed and opened again', async ({ page }) => {
    const tag = uniqueTag();
    const data = await records(page);
    const client = await data.client(`Natuurfonds ${tag}`);
    await data.campaign(client.id, `Winteractie ${tag}`);
    const name = `Zomeractie ${tag}`;

    await page.goto(`/clients/${client.id}/`);
    await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
    await expect(page.getByRole('heading', { name: client.name })).toBeVisible();
    await page.getByRole('link', { name: 'Campagne toevoegen' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/campaigns/create/$`));

    const form = page.getByRole('form', { name: 'Campagne' });
    await form.getByRole('textbox', { name: 'Naam', exact: true }).fill(name);
    const reference = form.getByRole('textbox', { name: 'Projectreferentie' });
    await reference.fill('Zomer-2026');
    await expect(reference).toHaveValue('zomer-2026');

    await form.getByRole('button', { name: 'Invoerveld toevoegen' }).click();
    await form.getByRole('button', { name: 'Invoerveld toevoegen' }).click();
    const first = form.getByRole('group', { name: /^Invoerveld 1\b/ });
    const second = form.getByRole('group', { name: /^Invoerveld 2\b/ });
    await first.getByRole('textbox', { name: 'Veldnaam' }).fill('Maat shirt');
    await first.getByRole('textbox', { name: 'Label' }).fill('Maat T-shirt');
    // The field name is corrected into an identifier when the field is left.
    await expect(first.getByRole('textbox', { name: 'Veldnaam' })).toHaveValue('maat_shirt');
    const options = first.getByRole('textbox', { name: 'Opties' });
    for (const option of ['S', 'M', 'L']) {
      await options.fill(option);
      await options.press('Enter');
    }
    await first.getByRole('switch', { name: 'Verplicht' }).click();
    await second.getByRole('textbox', { name: 'Veldnaam' }).fill('nieuwsbrief');
    await second.getByRole('textbox', { name: 'Label' }).fill('Nieuwsbrief ontvangen');
    await second.getByRole('textbox', { name: 'Opties' }).fill('ja,nee,');
    await expect(form.getByRole('group', { name: 'Invoerveld 1 (Maat T-shirt)' })).toBeVisible();
    await expect(
      form.getByRole('group', { name: 'Invoerveld 2 (Nieuwsbrief ontvangen)' }),
    ).toBeVisible();
    await shot(page, 'campaign-create');

    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Campagne succesvol opgeslagen')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/$`));

    const table = page.getByRole('table', { name: 'Campagnes' });
    await expect(resultCount(page)).toHaveText('2 resultaten');
    await expect(rowsMatching(table, tag)).toHaveText([/^Winteractie/, /^Zomeractie.*zomer-2026/]);
    await table.getByRole('button', { name: 'Sorteer Naam aflopend' }).click();
    await expect(page).toHaveURL(/[?&]sort=name&order=desc/);
    await expect(rowsMatching(table, tag)).toHaveText([/^Zomeractie/, /^Winteractie/]);
    await filterText(table, 'Naam', 'zomer');
    await expect(resultCount(page)).toHaveText('1 resultaat');
    await expect(rowsMatching(table, tag)).toHaveText([/^Zomeractie/]);
    await shot(page, 'campaigns-filtered');

    await rowsMatching(table, name).click();
    await expect(page.getByRole('heading', { name: `Campagne ${name} wijzigen` })).toBeVisible();
    const saved = page.getByRole('form', { name: 'Campagne' });
    const shirt = saved.getByRole('group', { name: 'Invoerveld 1 (Maat T-shirt)' });
    const newsletter = saved.getByRole('group', { name: 'Invoerveld 2 (Nieuwsbrief ontvangen)' });
    await expect(shirt.getByRole('textbox', { name: 'Veldnaam' })).toHaveValue('maat_shirt');
    await expect(shirt.getByRole('switch', { name: 'Verplicht' })).toBeChecked();
    for (const option of ['S', 'M', 'L']) {
      await expect(shirt.getByRole('button', { name: `Verwijder optie ${option}` })).toBeVisible();
    }
    await expect(newsletter.getByRole('textbox', { name: 'Veldnaam' })).toHaveValue('nieuwsbrief');
    await expect(newsletter.getByRole('switch', { name: 'Verplicht' })).not.toBeChecked();
    await expect(newsletter.getByRole('button', { name: 'Verwijder optie nee' })).toBeVisible();
    await expect(saved.getByRole('textbox', { name: 'Projectreferentie' })).toHaveValue(
      'zomer-2026',
    );
    await shot(page, 'campaign-update');
  });

  test('an uploaded logo is previewed on the campaign theme and kept', async ({ page }) => {
    const tag = uniqueTag();
    const data = await records(page);
    const client = await data.client(`Dierenhulp ${tag}`);
    const campaign = await data.campaign(client.id, `Voorjaarsactie ${tag}`);

    await page.goto(`/clients/${client.id}/`);
    await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
    const row = rowsMatching(page.getByRole('table', { name: 'Campagnes' }), campaign.name);
    await row.getByRole('link', { name: 'Thema' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/clients/${client.id}/campaigns/${campaign.id}/theme/$`),
    );
    await expect(page.getByRole('heading', { name: 'Campagnethema' })).toBeVisible();
    // Logo, splash and thanks backgrounds: none has an image yet.
    await expect(page.getByText('Geen afbeelding')).toHaveCount(3);
    const preview = page.getByRole('img', { name: 'Voorbeeld Logo' });
    await expect(preview).toHaveCount(0);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Logo uploaden' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });

    await expect(page.getByText('Logo opgeslagen')).toBeVisible();
    await expect(preview).toBeVisible();
    await expect(page.getByText('Geen afbeelding')).toHaveCount(2);
    await expect(preview).toHaveAttribute('src', /^\/api\/upload\/static\/[0-9a-f]{32}\.png$/);
    // Previewed means drawn: the browser decoded the served image at its real size.
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(120);
    await shot(page, 'campaign-theme-logo');

    await page.reload();
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(120);
  });

  test('an export layout with a campaign input field is saved, listed and opened again', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const data = await records(page);
    const client = await data.client(`Kustwacht ${tag}`);
    const campaign = await data.campaign(client.id, `Najaarsactie ${tag}`, [
      { name: 'maat_shirt', label: 'Maat T-shirt', required: true, options: ['S', 'M', 'L'] },
      { name: 'nieuwsbrief', label: 'Nieuwsbrief ontvangen' },
    ]);
    await data.layout(campaign.id, `Adressen ${tag}`, [
      { col_name: 'Plaats', source_field: 'place' },
    ]);
    const name = `Maandexport ${tag}`;

    await page.goto('/layouts/');
    await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
    await expect(page.getByRole('heading', { name: 'Export layouts' })).toBeVisible();
    await shot(page, 'layouts-list');
    await toolbar(page).getByRole('link', { name: 'Export layout maken' }).click();
    await expect(page).toHaveURL(/\/layouts\/create\/$/);
    await expect(page.getByRole('heading', { name: 'Export layout maken' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Export layout' });
    const campaignLabel = `${campaign.name} (${client.name})`;
    await choose(form.getByRole('combobox', { name: 'Campagne' }), campaign.name, campaignLabel);
    await expect(chosen(form, campaignLabel)).toBeVisible();
    await form.getByRole('textbox', { name: 'Naam', exact: true }).fill(name);
    await expect(form.getByRole('group', { name: 'CSV-opties' })).toBeVisible();

    const add = form.getByRole('button', { name: 'Exportveld toevoegen' });
    await add.click();
    await add.click();
    const first = form.getByRole('group', { name: /^Exportveld 1\b/ });
    const second = form.getByRole('group', { name: /^Exportveld 2\b/ });
    await first.getByRole('textbox', { name: 'Kolomnaam' }).fill('Achternaam');
    await choose(first.getByRole('combobox', { name: 'Bron' }), 'Achter', 'Achternaam');
    await second.getByRole('textbox', { name: 'Kolomnaam' }).fill('Shirtmaat');
    await choose(
      second.getByRole('combobox', { name: 'Bron' }),
      'maat',
      'Maat T-shirt (maat_shirt)',
    );
    await expect(chosen(first, 'Achternaam')).toBeVisible();
    await expect(chosen(second, 'Maat T-shirt (maat_shirt)')).toBeVisible();
    await shot(page, 'layout-create');

    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Export layout succesvol opgeslagen')).toBeVisible();
    await expect(page).toHaveURL(/\/layouts\/$/);

    // Found through the client filter (an autocomplete): exactly this client's two layouts.
    const table = page.getByRole('table', { name: 'Export layouts' });
    const openClientFilter = async () => {
      await table.getByRole('button', { name: 'Filter Klant' }).click();
      return page.getByRole('dialog', { name: 'Filter Klant' });
    };
    const clientFilter = await openClientFilter();
    await choose(clientFilter.getByRole('combobox', { name: 'Klant' }), client.name, client.name);
    await expect(clientFilter).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]client=${client.id}(&|$)`));
    await expect(resultCount(page)).toHaveText('2 resultaten');
    await expect(rowsMatching(table, tag)).toHaveText([
      /^Adressen/,
      new RegExp(`^Maandexport.*Achternaam, Shirtmaat`),
    ]);
    // The filter names the chosen client when opened again, also after a reload (from the URL).
    await expect(chosen(await openClientFilter(), client.name)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(clientFilter).toBeHidden();
    await page.reload();
    await expect(resultCount(page)).toHaveText('2 resultaten');
    await expect(chosen(await openClientFilter(), client.name)).toBeVisible();
    await shot(page, 'layouts-client-filter');
    await page.keyboard.press('Escape');
    await expect(clientFilter).toBeHidden();

    await table.getByRole('button', { name: 'Sorteer Naam aflopend' }).click();
    await expect(rowsMatching(table, tag)).toHaveText([/^Maandexport/, /^Adressen/]);
    await shot(page, 'layouts-filtered-sorted');

    await rowsMatching(table, name).click();
    await expect(page.getByRole('heading', { name: `${name} wijzigen` })).toBeVisible();
    const saved = page.getByRole('form', { name: 'Export layout' });
    await expect(chosen(saved, campaignLabel)).toBeVisible();
    await expect(
      chosen(saved.getByRole('group', { name: 'Exportveld 1 (Achternaam)' }), 'Achternaam'),
    ).toBeVisible();
    await expect(
      chosen(
        saved.getByRole('group', { name: 'Exportveld 2 (Shirtmaat)' }),
        'Maat T-shirt (maat_shirt)',
      ),
    ).toBeVisible();
    await shot(page, 'layout-edit');
  });
});

test.describe('the column layout of a list', () => {
  test.afterEach(async ({ request }) => {
    // The layout is kept per user on the server: leave the defaults for the other tests.
    await new Records(
      request,
      await apiToken(request, ACCOUNTS.superAdministration.email),
    ).resetColumns('clients');
  });

  test('a hidden and reordered column stays so after a reload and in another browser', async ({
    page,
    secondBrowser,
  }) => {
    await (await records(page)).resetColumns('clients');
    await page.goto('/clients/');
    await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
    const headers = page.getByRole('table', { name: 'Klanten' }).getByRole('columnheader');
    await expect(headers).toHaveText(['Naam', 'Actief', 'Nummer']);

    await toolbar(page).getByRole('button', { name: 'Kolommen' }).click();
    const chooser = page.getByRole('dialog', { name: 'Kolommen tonen en ordenen' });
    // A click, not uncheck(): the box follows the saved layout a moment after the click.
    const enabled = chooser.getByRole('checkbox', { name: 'Actief' });
    await enabled.click();
    await expect(enabled).not.toBeChecked();
    await expect(headers).toHaveText(['Naam', 'Nummer']);
    // Drag by keyboard: lift the handle with Space, move up, drop with Space.
    const handle = chooser.getByRole('button', { name: 'Versleep Nummer' });
    await handle.focus();
    await handle.press('Space');
    // dnd-kit animates each keyboard step; a key pressed during the animation can be lost.
    await handle.press('ArrowUp');
    await page.waitForTimeout(300);
    await handle.press('ArrowUp');
    await page.waitForTimeout(300);
    await handle.press('Space');
    await expect(chooser.getByRole('list', { name: 'Kolommen' }).getByRole('listitem')).toHaveText([
      'Nummer',
      'Naam',
      'Actief',
    ]);
    await expect(headers).toHaveText(['Nummer', 'Naam']);
    await shot(page, 'clients-columns');
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();

    // After a reload the stored layout shows; while it is on its way the list draws no columns
    // rather than the defaults (no jump from the default layout to the user's).
    const release = await holdPreferences(page, 'clients');
    await page.reload();
    await expect(resultCount(page)).toHaveText(/\d+ resultaten/);
    const table = page.getByRole('table', { name: 'Klanten' });
    await expect(table.getByRole('status')).toHaveText('Laden...');
    await expect(headers).toHaveCount(0);
    release();
    await expect(headers).toHaveText(['Nummer', 'Naam']);
    // The cells follow the header: the number first, then the name.
    await expect(table.getByRole('row').nth(1)).toHaveText(/^\d+\D/);

    const other = await secondBrowser.newPage();
    await other.goto('/clients/');
    await signInThroughProvider(other, ACCOUNTS.superAdministration.email);
    const otherHeaders = other.getByRole('table', { name: 'Klanten' }).getByRole('columnheader');
    await expect(otherHeaders).toHaveText(['Nummer', 'Naam']);
    await toolbar(other).getByRole('button', { name: 'Kolommen' }).click();
    const otherChooser = other.getByRole('dialog', { name: 'Kolommen tonen en ordenen' });
    await expect(otherChooser.getByRole('checkbox', { name: 'Actief' })).not.toBeChecked();
    await otherChooser.getByRole('button', { name: 'Standaardkolommen' }).click();
    await expect(otherHeaders).toHaveText(['Naam', 'Actief', 'Nummer']);
  });
});

test('an employee sees no Beheer and the api refuses a new client', async ({ page }) => {
  await page.goto('/');
  await signInThroughProvider(page, ACCOUNTS.employee.email);
  await expect(page.getByRole('link', { name: ACCOUNTS.employee.fullName })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: /Beheer/ }),
  ).toHaveCount(0);

  const token = await apiToken(page.request, ACCOUNTS.employee.email);
  const refused = await page.request.post('/api/clients', {
    headers: { 'Authorization-Token': token },
    data: { client: { name: `Geweigerd ${uniqueTag()}`, enabled: true } },
  });
  expect(refused.status()).toBe(403);
  const body = (await refused.json()) as { error?: { message?: string } };
  expect(body.error?.message).toBe('Geen toegang tot deze functie.');
  // Refused means not stored: the employee may read clients, and finds none by that name.
  const clients = await page.request.get('/api/clients', {
    headers: { 'Authorization-Token': token },
    params: { name: 'Geweigerd' },
  });
  expect(clients.status()).toBe(200);
  expect(((await clients.json()) as { count: number }).count).toBe(0);
});
