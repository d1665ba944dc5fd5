/**
 * What a new user, a keyboard user and a phone user meet (issue 9): axe over every built screen
 * at desktop and phone width, the phone navbar, focus after navigation, and forms that refuse.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { Records } from '../support/records';
import { ACCOUNTS, apiToken, signInThroughProvider } from '../support/session';

/** `E2E_SHOTS=/tmp/shots` keeps a screenshot of each screen at each width, to look at them. */
const SHOTS = process.env.E2E_SHOTS;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const uniqueTag = () => `a11y${Date.now().toString(36)}`;

interface Screens {
  clientId: number;
  campaignId: number;
  layoutId: number;
}

/** Every screen the product has built, signed in as the admin (who sees every area). */
function screensOf({ clientId, campaignId, layoutId }: Screens): string[] {
  const campaign = `/clients/${clientId}/campaigns/${campaignId}`;
  return [
    '/profile/',
    '/profile/bug-report/',
    '/clients/',
    '/clients/create/',
    `/clients/${clientId}/`,
    `/clients/${clientId}/campaigns/create/`,
    `${campaign}/update/`,
    `${campaign}/theme/`,
    `${campaign}/export/`,
    '/layouts/',
    '/layouts/create/',
    `/layouts/${layoutId}/`,
    '/employees/',
    '/applicants/',
    '/donations/',
    '/donations/create/',
    '/donations/import/',
    '/shifts/',
    '/shifts/create/',
    '/shifts/dashboard/',
    '/settings/',
    '/nergens/',
  ];
}

/** The page has drawn its heading and stopped loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByText(/laden\.\.\.$/)).toHaveCount(0);
  await expect(
    page.getByRole('toolbar', { name: 'Lijstacties' }).getByText('Laden...'),
  ).toHaveCount(0);
}

async function records(page: Page): Promise<Screens> {
  const token = await apiToken(page.request, ACCOUNTS.superAdministration.email);
  const make = new Records(page.request, token);
  const tag = uniqueTag();
  const client = await make.client(`Klant ${tag}`);
  const campaign = await make.campaign(client.id, `Campagne ${tag}`, [
    { name: 'maat', label: 'Maat', options: ['S', 'M'] },
  ]);
  const layout = await make.layout(campaign.id, `Layout ${tag}`, [
    { col_name: 'Maat', source_field: 'extra_fields.maat' },
  ]);
  return { clientId: client.id, campaignId: campaign.id, layoutId: layout.id };
}

async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  const anonymous = await seriousViolations(page);
  await signInThroughProvider(page, ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/profile\/$/);
  expect(anonymous, 'the login page').toEqual([]);
  return page;
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['390 px', PHONE],
] as const) {
  test(`axe finds no serious or critical violation on any screen (${name})`, async ({
    browser,
    watch,
    baseURL,
    locale,
    timezoneId,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
    await watch.context(context);
    const page = await signedIn(context);
    const found: string[] = [];
    for (const url of screensOf(await records(page))) {
      await page.goto(url);
      await settled(page);
      found.push(...(await seriousViolations(page)));
      if (SHOTS) {
        const file = `${name.replace(/\W+/g, '')}-${url.replace(/\W+/g, '_')}.png`;
        await page.screenshot({ path: `${SHOTS}/${file}`, fullPage: true });
      }
      if (viewport === PHONE) {
        // Nothing sticks out sideways at phone width (navbar, forms, cards).
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${url} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });
}

test.describe('phone width and keyboard', () => {
  test('at 390 px the navbar folds into a Menu button whose drawer navigates', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await signInThroughProvider(page, ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/profile\/$/);

    const header = page.locator('header').first();
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(64);
    await expect(page.getByText(/versie /)).toBeHidden();
    // The softphone's "Telefoon" button is there (bottom right; the page keeps room for it).
    await expect(page.getByRole('button', { name: /Telefoon/ })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu.getByRole('link', { name: 'Klanten' })).toBeVisible();
    await menu.getByRole('link', { name: 'Klanten' }).click();
    await expect(page).toHaveURL(/\/clients\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Klanten' })).toBeFocused();
    await expect(page).toHaveTitle('Klanten — Veldwerk');
  });

  test('after each navigation the focus is on the new page h1, and the title names it', async ({
    page,
  }) => {
    await page.goto('/');
    await signInThroughProvider(page, ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/profile\/$/);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });

    // The skip link is the first stop of the keyboard on a page opened afresh (after the
    // sign-in's navigation the focus sits on the page's h1, past it).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();

    await nav.getByRole('link', { name: 'Donateurs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Donateurs' })).toBeFocused();
    await expect(page).toHaveTitle('Donateurs — Veldwerk');

    // Beheer opens with ArrowDown; arrows move through it; it is highlighted in its pages.
    const beheer = nav.getByRole('button', { name: /Beheer/ });
    await beheer.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(clients|layouts|settings)\/$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(beheer).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('lists by keyboard', () => {
  test('the focused row unfolds its cells: text cut off with "…" is readable without a mouse', async ({
    page,
  }) => {
    await page.goto('/clients/');
    await signInThroughProvider(page, ACCOUNTS.admin.email);
    const table = page.getByRole('table', { name: 'Klanten' });
    const rows = table.locator('[role=row].veldwerk-list-row');
    await expect(rows.nth(2)).toBeVisible();
    // Arrow keys move the focus through the rows (keyboard focus, so :focus-visible).
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    const focused = rows.nth(1);
    await expect(focused).toBeFocused();
    const whiteSpace = (row: typeof focused) =>
      row
        .locator('[role=cell]')
        .first()
        .evaluate((cell) => getComputedStyle(cell).whiteSpace);
    expect(await whiteSpace(focused)).toBe('normal');
    expect(await whiteSpace(rows.nth(2))).toBe('nowrap');
  });
});

test.describe('forms that refuse', () => {
  test('who may not create clients meets "Geen toegang", not a form', async ({ page }) => {
    await page.goto('/');
    await signInThroughProvider(page, ACCOUNTS.manager.email);
    await expect(page).toHaveURL(/\/profile\/$/);
    await page.goto('/clients/create/');
    await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Klant' })).toHaveCount(0);
  });

  test("a refused save shows the server's Dutch message under the field", async ({
    page,
    watch,
  }) => {
    // The refused save itself: the browser logs the 400 answer it is about to show.
    watch.allowConsoleError(/status of 400 \(Bad Request\)/);
    const token = await apiToken(page.request, ACCOUNTS.superAdministration.email);
    const make = new Records(page.request, token);
    const tag = uniqueTag();
    const client = await make.client(`Klant ${tag}`);
    const reference = `ref-${tag}`;
    const taken = await page.request.post(`/api/clients/${client.id}/campaigns`, {
      data: { campaign: { name: `Bezet ${tag}`, backstage_reference: reference } },
      headers: { 'Authorization-Token': token },
    });
    expect(taken.ok()).toBe(true);

    await page.goto('/');
    await signInThroughProvider(page, ACCOUNTS.superAdministration.email);
    await expect(page).toHaveURL(/\/profile\/$/);
    await page.goto(`/clients/${client.id}/campaigns/create/`);
    await expect(page.getByRole('link', { name: `Klant Klant ${tag}` })).toBeVisible();
    const form = page.getByRole('form', { name: 'Campagne' });
    await form.getByRole('textbox', { name: 'Naam' }).fill(`Nieuw ${tag}`);
    await form.getByRole('textbox', { name: 'Projectreferentie' }).fill(reference);
    await form.getByRole('button', { name: /Opslaan/ }).click();
    await expect(
      form.getByText('Deze projectreferentie wordt al door een andere campagne gebruikt.'),
    ).toBeVisible();
    await expect(page.getByText(/Forbidden|Bad Request/)).toHaveCount(0);
  });
});
