/**
 * The text limits of the shared schemas, through the api: a megabyte in a free-text field or a
 * 2,800-letter input-field name (past PostgreSQL's btree limit) answers a Dutch 400 naming the
 * field, never a 500 and never a stored megabyte.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_LAYOUT_FIELDS_MAX,
  INPUT_FIELDS_MAX,
  TEXT_MAX,
  type ValidationErrorBody,
} from '@veldwerk/shared/domain';
import { maxChars, maxItems } from '@veldwerk/shared/validation';
import { callers, uniqueTag } from '../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../test/harness';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
let campaignsUrl: string;
let campaignUrl: string;
let campaignId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  const client = await as.superAdministration('POST', '/api/clients', {
    client: { name: uniqueTag('Limiet') },
  });
  campaignsUrl = `/api/clients/${client.json<{ id: number }>().id}/campaigns`;
  const campaign = await as.superAdministration('POST', campaignsUrl, {
    campaign: { name: 'Limietcampagne' },
  });
  campaignId = campaign.json<{ id: number }>().id;
  campaignUrl = `${campaignsUrl}/${campaignId}`;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const MEGABYTE = 'x'.repeat(1024 * 1000);
const field = (name: string) => ({ name, label: 'Label' });

async function expectRefused(
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  path: string,
  message: string,
) {
  const response = await as.superAdministration(method, url, payload);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  expect(response.json<ValidationErrorBody>().errors.children[path]?.errors).toContain(message);
}

describe('text limits through the api', () => {
  it('refuses an input-field name past the limit (it answered 500 at the btree index)', async () => {
    await expectRefused(
      'PUT',
      campaignUrl,
      { campaign: { name: 'Limietcampagne', input_fields: [field('a'.repeat(2800))] } },
      'input_fields.0.name',
      maxChars(TEXT_MAX.identifier),
    );
  });

  it('refuses a megabyte of e-mail text, project reference or option', async () => {
    await expectRefused(
      'POST',
      campaignsUrl,
      { campaign: { name: 'Groot', email_text: MEGABYTE.slice(0, 900_000) } },
      'email_text',
      maxChars(TEXT_MAX.long),
    );
    await expectRefused(
      'POST',
      campaignsUrl,
      { campaign: { name: 'Groot', backstage_reference: 'a'.repeat(5000) } },
      'backstage_reference',
      maxChars(TEXT_MAX.identifier),
    );
    await expectRefused(
      'POST',
      campaignsUrl,
      {
        campaign: {
          name: 'Groot',
          input_fields: [{ name: 'maat', label: 'Maat', options: ['S', 'x'.repeat(300)] }],
        },
      },
      'input_fields.0.options.1',
      maxChars(TEXT_MAX.line),
    );
  });

  it('refuses more input fields than a campaign may have', async () => {
    const fields = Array.from({ length: INPUT_FIELDS_MAX + 1 }, (_, i) => field(`veld_${i}`));
    await expectRefused(
      'POST',
      campaignsUrl,
      { campaign: { name: 'Veel velden', input_fields: fields } },
      'input_fields',
      maxItems(INPUT_FIELDS_MAX),
    );
    const fits = await as.superAdministration('POST', campaignsUrl, {
      campaign: { name: 'Precies genoeg', input_fields: fields.slice(0, INPUT_FIELDS_MAX) },
    });
    expect(fits.statusCode, fits.body.slice(0, 300)).toBe(201);
  });

  it('refuses long layout column names and too many columns', async () => {
    const layout = (layout_body: unknown) => ({
      export_layout: { campaign: campaignId, name: 'Limietlayout', layout_body },
    });
    await expectRefused(
      'POST',
      '/api/exports/layouts',
      layout([{ col_name: 'k'.repeat(TEXT_MAX.line + 1), source_field: 'surname' }]),
      'layout_body.0.col_name',
      maxChars(TEXT_MAX.line),
    );
    const columns = Array.from({ length: EXPORT_LAYOUT_FIELDS_MAX + 1 }, (_, i) => ({
      col_name: `Kolom ${i}`,
      source_field: 'surname',
    }));
    await expectRefused(
      'POST',
      '/api/exports/layouts',
      layout(columns),
      'layout_body',
      maxItems(EXPORT_LAYOUT_FIELDS_MAX),
    );
  });

  it('refuses theme texts past the limit', async () => {
    await expectRefused(
      'PUT',
      `${campaignUrl}/settings/legal-confirmation.json`,
      { theme_setting: { value: 'j'.repeat(TEXT_MAX.long + 1), type: 'text' } },
      'value',
      maxChars(TEXT_MAX.long),
    );
    const fits = await as.superAdministration(
      'PUT',
      `${campaignUrl}/settings/legal-confirmation.json`,
      { theme_setting: { value: 'j'.repeat(TEXT_MAX.long), type: 'text' } },
    );
    expect(fits.statusCode).toBe(200);
  });
});
