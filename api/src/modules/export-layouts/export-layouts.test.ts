import { LIST_MESSAGES } from '@veldwerk/shared/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Campaign,
  Client,
  ExportLayoutDetail,
  ExportLayoutListRow,
  ExportLayoutPayload,
  LayoutSaveErrorBody,
  ListPage,
} from '@veldwerk/shared/domain';
import { auditTrail } from '../../db/audit/repo';
import { exportLayouts } from '../../db/schema';
import { anyNumber, callers, uniqueTag } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';
import { createLayout } from './repo';
import { LAYOUT_MESSAGES } from './service';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
let client: Client;
let campaign: Campaign;
let plain: Campaign;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  client = (
    await as.superAdministration('POST', '/api/clients', { client: { name: uniqueTag('Layout') } })
  ).json<Client>();
  const create = async (name: string, inputFields: unknown[]) =>
    (
      await as.superAdministration('POST', `/api/clients/${client.id}/campaigns`, {
        campaign: { name, input_fields: inputFields },
      })
    ).json<Campaign>();
  campaign = await create('Met velden', [{ name: 'shirt_maat', label: 'Shirtmaat' }]);
  plain = await create('Zonder velden', []);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

type Body = ExportLayoutPayload['export_layout'];
const layout = (overrides: Partial<Body> = {}): Body => ({
  campaign: campaign.id,
  name: 'Standaard',
  file_type: 'csv',
  layout_body: [
    { col_name: 'Referentie', source_field: 'reference_number' },
    { col_name: 'Maat', source_field: 'extra_fields.shirt_maat' },
  ],
  field_delimiter: ';',
  field_enclosure: '"',
  line_ending: 'CR-LF',
  ...overrides,
});

async function create(body: Body): Promise<ExportLayoutDetail> {
  const response = await as.superAdministration('POST', '/api/exports/layouts', {
    export_layout: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ExportLayoutDetail>();
}

async function refusal(body: Body, method: 'POST' | 'PUT' = 'POST', url = '/api/exports/layouts') {
  const response = await as.superAdministration(method, url, { export_layout: body });
  expect(response.statusCode, response.body).toBe(400);
  return response.json<LayoutSaveErrorBody>();
}

describe('POST /api/exports/layouts', () => {
  it('creates a layout with its fields in order and the names of campaign and client, audited', async () => {
    const made = await create(layout({ extension: '.TXT' }));
    expect(made).toEqual({
      id: anyNumber,
      campaign: campaign.id,
      campaign_name: 'Met velden',
      client_id: client.id,
      client_name: client.name,
      name: 'Standaard',
      file_type: 'csv',
      layout_body: layout().layout_body,
      add_title_row: true,
      field_delimiter: ';',
      field_enclosure: '"',
      line_ending: 'CR-LF',
      extension: 'txt',
    });
    const [entry] = await auditTrail(database.db, exportLayouts, made.id);
    expect(entry).toMatchObject({
      action: 'create',
      changes: {
        name: { from: null, to: 'Standaard' },
        campaign_id: { from: null, to: campaign.id },
        layout_body: { from: null, to: layout().layout_body },
      },
    });
  });

  it('gives a csv layout sent without csv options the defaults of spec §3', async () => {
    const made = await create(
      layout({ field_delimiter: null, field_enclosure: undefined, line_ending: null }),
    );
    expect(made).toMatchObject({
      file_type: 'csv',
      field_delimiter: ',',
      field_enclosure: '"',
      line_ending: 'LF',
    });
  });

  it('stores no csv options for other file types', async () => {
    const made = await create(
      layout({
        file_type: 'xlsx',
        field_delimiter: null,
        field_enclosure: null,
        line_ending: null,
      }),
    );
    expect(made).toMatchObject({
      file_type: 'xlsx',
      field_delimiter: null,
      field_enclosure: null,
      line_ending: null,
      extension: null,
    });
  });

  it('refuses unknown source fields with layout_messages beside the field errors', async () => {
    const body = await refusal(
      layout({
        campaign: plain.id,
        layout_body: [
          { col_name: 'Naam', source_field: 'surname' },
          { col_name: 'Maat', source_field: 'extra_fields.shirt_maat' },
          { col_name: 'Salaris', source_field: 'salary' },
        ],
      }),
    );
    expect(body.message).toBe(LAYOUT_MESSAGES.refused);
    expect(body.errors.children).toEqual({
      'layout_body.1.source_field': { errors: [LAYOUT_MESSAGES.unknownSource] },
      'layout_body.2.source_field': { errors: [LAYOUT_MESSAGES.unknownSource] },
    });
    expect(body.layout_messages).toEqual({
      'layout_body.1': LAYOUT_MESSAGES.unknownSourceLine('Maat', 'extra_fields.shirt_maat'),
      'layout_body.2': LAYOUT_MESSAGES.unknownSourceLine('Salaris', 'salary'),
    });
  });

  it('refuses csv options on other file types and duplicate column names', async () => {
    const csvOnly = await refusal(layout({ file_type: 'ods' }));
    expect(csvOnly.errors.children).toEqual({
      field_delimiter: { errors: [LAYOUT_MESSAGES.csvOnly] },
      field_enclosure: { errors: [LAYOUT_MESSAGES.csvOnly] },
      line_ending: { errors: [LAYOUT_MESSAGES.csvOnly] },
    });
    expect(csvOnly.layout_messages).toEqual({ file_type: LAYOUT_MESSAGES.csvOnlyLine });

    const duplicate = await refusal(
      layout({
        layout_body: [
          { col_name: 'Naam', source_field: 'surname' },
          { col_name: 'Naam', source_field: 'firstname' },
        ],
      }),
    );
    expect(duplicate.errors.children['layout_body.1.col_name']?.errors[0]).toBe(
      'Deze naam komt al voor',
    );
    expect(duplicate.layout_messages).toEqual({
      'layout_body.1': LAYOUT_MESSAGES.duplicateColumnLine('Naam'),
    });
  });

  it.each([
    [{ campaign: null }, 'campaign', 'Vereist veld'],
    [{ campaign: 999999 }, 'campaign', LAYOUT_MESSAGES.unknownCampaign],
    [{ campaign: 99999999999 }, 'campaign', LAYOUT_MESSAGES.unknownCampaign],
    [{ name: '' }, 'name', 'Vereist veld'],
    [{ name: 'x'.repeat(101) }, 'name', 'Maximaal 100 karakters'],
    [{ layout_body: [] }, 'layout_body', 'Vereist veld'],
    [
      { layout_body: [{ col_name: ' ', source_field: 'surname' }] },
      'layout_body.0.col_name',
      'Vereist veld',
    ],
    [{ file_type: 'pdf' }, 'file_type', undefined],
    [{ line_ending: 'LFCR' }, 'line_ending', undefined],
    [{ extension: 'c/v' }, 'extension', LAYOUT_MESSAGES.extensionFormat],
  ] as [Partial<Body>, string, string | undefined][])(
    'refuses %j at %s',
    async (overrides, field, message) => {
      const body = await refusal(layout(overrides));
      const errors = body.errors.children[field]?.errors;
      expect(errors, JSON.stringify(body)).toBeDefined();
      if (message !== undefined) expect(errors?.[0]).toBe(message);
    },
  );

  it('writes a layout and its fields all or nothing', async () => {
    const name = uniqueTag('Half');
    await expect(
      createLayout(
        database.db,
        { id: null, email: null },
        {
          campaignId: campaign.id,
          name,
          fileType: 'xlsx',
          addTitleRow: true,
          fieldDelimiter: null,
          fieldEnclosure: null,
          lineEnding: null,
          extension: null,
        },
        // An empty column name: the database refuses the second field.
        [
          { col_name: 'A', source_field: 'surname' },
          { col_name: '', source_field: 'surname' },
        ],
      ),
    ).rejects.toThrow();
    expect(
      await database.db.select().from(exportLayouts).where(eq(exportLayouts.name, name)),
    ).toEqual([]);
  });

  it('is refused below super administration (403) and without a session (401)', async () => {
    const payload = { export_layout: layout() };
    expect((await as.manager('POST', '/api/exports/layouts', payload)).statusCode).toBe(403);
    expect((await as.admin('GET', '/api/exports/layouts')).statusCode).toBe(200);
    expect((await as.manager('GET', '/api/exports/layouts')).statusCode).toBe(403);
    expect((await as.anonymous('GET', '/api/exports/layouts')).statusCode).toBe(401);
  });
});

describe('GET /api/exports/layouts', () => {
  it('lists with the display names, fields only with return_fields=1, filtered and sorted', async () => {
    const tag = uniqueTag('Lijst');
    const made = [
      await create(layout({ name: `${tag} B` })),
      await create(
        layout({
          name: `${tag} A`,
          campaign: plain.id,
          file_type: 'ods',
          field_delimiter: null,
          field_enclosure: null,
          line_ending: null,
          layout_body: [{ col_name: 'Naam', source_field: 'surname' }],
        }),
      ),
      await create(
        layout({
          name: `${tag} C`,
          file_type: 'google_sheet',
          field_delimiter: null,
          field_enclosure: null,
          line_ending: null,
        }),
      ),
    ];
    const list = async (query: string) => {
      const response = await as.superAdministration(
        'GET',
        `/api/exports/layouts?name=${tag}&${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ListPage<ExportLayoutListRow>>();
    };
    const names = (page: ListPage<ExportLayoutListRow>) => page.results.map((row) => row.name);

    const all = await list('');
    expect(all.count).toBe(3);
    expect(names(all)).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
    expect(all.results[0]).toMatchObject({
      campaign_name: 'Zonder velden',
      client_name: client.name,
    });
    expect(all.results[0]).not.toHaveProperty('layout_body');
    const withFields = await list('return_fields=1');
    expect(withFields.results[1]?.layout_body).toEqual(made[0]?.layout_body);

    expect(names(await list('sort=name&order=desc'))).toEqual([`${tag} C`, `${tag} B`, `${tag} A`]);
    expect((await list('sort=id')).results.map((r) => r.id)).toEqual(made.map((r) => r.id));
    expect(names(await list(`campaign=${plain.id}`))).toEqual([`${tag} A`]);
    expect((await list(`client=${client.id}`)).count).toBe(3);
    expect((await list('client=999999')).count).toBe(0);
    expect(names(await list('file_type[]=ods&file_type[]=google_sheet'))).toEqual([
      `${tag} A`,
      `${tag} C`,
    ]);

    const first = await list('limit=2&return_fields=1');
    const rest = await list(`limit=2&return_fields=1&cursor=${first.next_cursor}`);
    expect([...names(first), ...names(rest)]).toEqual(names(all));
    expect(rest.next_cursor).toBeNull();
  });

  it('answers 400 for a bad return_fields, file type or filter', async () => {
    for (const [query, field] of [
      ['return_fields=misschien', 'return_fields'],
      ['file_type[]=pdf', 'file_type'],
      ['campaign=abc', 'campaign'],
      ['state=PENDING', 'state'],
    ]) {
      const response = await as.superAdministration('GET', `/api/exports/layouts?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json<LayoutSaveErrorBody>();
      expect(body.message).toBe(LIST_MESSAGES.invalid);
      expect(Object.keys(body.errors.children), query).toEqual([field]);
    }
  });
});

describe('GET, PUT and DELETE /api/exports/{id}/layout', () => {
  it('reads, replaces (fields as a whole, audited) and deletes a layout', async () => {
    const made = await create(layout({ name: uniqueTag('Werk') }));
    const url = `/api/exports/${made.id}/layout`;
    expect((await as.superAdministration('GET', url)).json()).toEqual(made);

    const fields = [{ col_name: 'Achternaam', source_field: 'surname' }];
    const updated = await as.superAdministration('PUT', url, {
      export_layout: layout({ name: 'Hernoemd', campaign: plain.id, layout_body: fields }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Hernoemd',
      campaign: plain.id,
      campaign_name: 'Zonder velden',
      layout_body: fields,
    });
    const [entry] = await auditTrail(database.db, exportLayouts, made.id);
    expect(entry).toMatchObject({
      action: 'update',
      changes: {
        name: { from: made.name, to: 'Hernoemd' },
        campaign_id: { from: campaign.id, to: plain.id },
        layout_body: { from: made.layout_body, to: fields },
      },
    });

    // The sources are checked against the layout's (new) campaign.
    const refused = await refusal(layout({ campaign: plain.id }), 'PUT', url);
    expect(refused.layout_messages).toHaveProperty(['layout_body.1']);

    expect((await as.manager('DELETE', url)).statusCode).toBe(403);
    expect((await as.superAdministration('DELETE', url)).statusCode).toBe(204);
    expect((await as.superAdministration('GET', url)).statusCode).toBe(404);
    expect((await auditTrail(database.db, exportLayouts, made.id))[0]?.action).toBe('delete');
  });

  it('answers 404 for a missing layout on every method', async () => {
    for (const id of ['999999', 'abc']) {
      const url = `/api/exports/${id}/layout`;
      expect((await as.superAdministration('GET', url)).statusCode).toBe(404);
      expect(
        (await as.superAdministration('PUT', url, { export_layout: layout() })).statusCode,
      ).toBe(404);
      expect((await as.superAdministration('DELETE', url)).statusCode).toBe(404);
    }
  });
});
