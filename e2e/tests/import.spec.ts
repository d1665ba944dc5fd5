import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { Records } from '../support/records';
import { ACCOUNTS, apiToken, signInThroughProvider } from '../support/session';

/** `E2E_SHOTS=/tmp/shots` keeps full-page screenshots of the screens, to look at them. */
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const tag = () => `${Date.now()}`.slice(-9);

async function donor(
  request: APIRequestContext,
  token: string,
  campaign: number,
  reference: string,
): Promise<number> {
  const response = await request.post('/api/donations', {
    headers: { 'Authorization-Token': token },
    data: {
      donation: {
        reference_number: reference,
        state: 'CONCEPT',
        campaign,
        surname: 'Jansen',
        comment: 'voor de import',
        extra_fields: {},
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

async function field(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/donations/${id}`, {
    headers: { 'Authorization-Token': token },
  });
  return (await response.json()) as { comment: string | null; surname: string | null };
}

test('import changes: preview writes nothing, import applies, rollback restores, bad files refused', async ({
  page,
  request,
  watch,
}) => {
  test.setTimeout(240_000);
  // The refused file is answered 400, which Chromium logs.
  watch.allowConsoleError(/status of 400/);
  const token = await apiToken(request, ACCOUNTS.admin.email);
  const data = new Records(request, token);
  const suffix = tag();
  const client = await data.client(`Stichting Import ${suffix}`);
  const campaign = await data.campaign(client.id, `Import ${suffix}`);
  const [refA, refB] = [`T${suffix}1`, `T${suffix}2`];
  const a = await donor(request, token, campaign.id, refA);
  const b = await donor(request, token, campaign.id, refB);
  const csv = Buffer.from(
    `reference_number;comment;surname\n${refA};Opgezegd per brief;Müller\n${refB};Storno;\nT1${suffix}9;x;\n`,
    'latin1',
  );

  await page.goto('/donations/import/');
  await signInThroughProvider(page, ACCOUNTS.admin.email);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wijzigingen importeren' }),
  ).toBeVisible();
  await expect(page.getByText('Importeer eerst een bestand...')).toBeVisible();

  // Preview: csv options appear for a .csv name; nothing changes.
  await page
    .getByLabel('Bestand', { exact: true })
    .setInputFiles({ name: 'week-48.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByLabel('Codering').focus();
  await page.getByLabel('Codering').press('ArrowDown');
  await page.locator('.ant-select-dropdown:visible').getByTitle('ANSI (Windows-1252)').click();
  await page.getByLabel('Scheidingsteken').focus();
  await page.getByLabel('Scheidingsteken').press('ArrowDown');
  await page.locator('.ant-select-dropdown:visible').getByTitle('Puntkomma (;)').click();
  await page.getByRole('button', { name: 'Voorvertoning' }).click();
  await expect(page.getByText('Voorvertoning van "week-48.csv".')).toBeVisible();
  const results = page.getByRole('region', { name: 'Resultaat' });
  await expect(results.getByText(`T1${suffix}9`)).toBeVisible();
  await expect(results.getByRole('cell', { name: 'Müller' })).toBeVisible();
  expect((await field(request, token, a)).comment).toBe('voor de import');
  // Not hovering the button just clicked (antd's hover colour is a lighter shade).
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'import-preview');

  // The real import: both donors change in one go, the batch is listed.
  await page.getByRole('checkbox', { name: 'Bestand is gecontroleerd' }).check();
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(
    page.getByText('Het bestand "week-48.csv" is succesvol geïmporteerd.'),
  ).toBeVisible();
  expect(await field(request, token, a)).toMatchObject({
    comment: 'Opgezegd per brief',
    surname: 'Müller',
  });
  expect((await field(request, token, b)).comment).toBe('Storno');
  const batches = page.getByRole('region', { name: 'Eerdere imports' });
  const row = batches.getByRole('row').filter({ hasText: 'week-48.csv' }).first();
  await expect(row).toBeVisible();

  // Rollback in one click (after confirming): every field back.
  await row.getByRole('button', { name: 'Terugdraaien' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Terugdraaien' }).click();
  await expect(page.getByText(/^Import \d+ is teruggedraaid\.$/)).toBeVisible();
  await expect(row.getByText(/^Teruggedraaid/)).toBeVisible();
  expect(await field(request, token, a)).toMatchObject({
    comment: 'voor de import',
    surname: 'Jansen',
  });
  expect((await field(request, token, b)).comment).toBe('voor de import');

  // A zip file named .csv is refused with a Dutch message (spec §8: message (code)).
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0, 0]);
  await page
    .getByLabel('Bestand', { exact: true })
    .setInputFiles({ name: 'vermomd.csv', mimeType: 'text/csv', buffer: zip });
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'content_mismatch' })).toContainText(
    'De inhoud van het bestand past niet bij de extensie .csv. (content_mismatch)',
  );
  await shot(page, 'import-refused');

  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
  ).toBe(true);
  await shot(page, 'import-390');
});
