import { inflateRawSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_MESSAGES,
  type BackstageSummary,
  type Campaign,
  type Client,
  type DonationPayload,
  type ExportBatch,
  type ExportChanges,
  type ExportLayoutDetail,
  type ExportLayoutPayload,
  type SheetExport,
} from '@veldwerk/shared/domain';
import { donations, exportBatchChunks, exportBatchDonations, exportBatches } from '../../db/schema';
import { finished } from 'node:stream/promises';
import { BatchSink } from './service';
import { callers, uniqueTag } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';
import { createSimulatorSheetsProvider } from '../../providers/sheets/simulator';
import { createSimulatorProjectTool } from '../../providers/project-tool/simulator';
import { Writable } from 'node:stream';
import { copyOut, transactionWithCopy, type CopyOut } from '../../db/copy';
import {
  CopyTextToCsv,
  type CopyCsvOptions,
  writeCsvFromCopy,
  writeLockedCsvFromCopy,
  writeLockedRowsFromCopy,
} from './copy-csv';
import { cellReader, titleCells } from './cells';
import { exportCellsQuery, exportRowPages, insertBatch } from './repo';
import { openDonationIban } from '../donations/personal';
import { createRowWriter, csvLine, type FileFormat } from './writers';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
let client: Client;
let campaign: Campaign;
const sheets = createSimulatorSheetsProvider();
/** Fails the data rows' append while set (the title row still goes through). */
let sheetDown = false;
const flakySheets: typeof sheets = {
  ...sheets,
  append: (id, rows) =>
    sheetDown && rows.length > 0 && rows[0]?.[0] !== 'Referentie'
      ? Promise.reject(new Error('Sheets down'))
      : sheets.append(id, rows),
};
const projectTool = createSimulatorProjectTool();

type DonationBody = DonationPayload['donation'];
type LayoutBody = ExportLayoutPayload['export_layout'];

async function newCampaign(name: string): Promise<Campaign> {
  const response = await as.superAdministration('POST', `/api/clients/${client.id}/campaigns`, {
    campaign: { name, input_fields: [{ name: 'maat', label: 'Maat' }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Campaign>();
}

async function donor(target: Campaign, overrides: Partial<DonationBody> = {}): Promise<number> {
  const response = await as.employee('POST', '/api/donations', {
    donation: {
      state: 'CONCEPT',
      client: client.id,
      campaign: target.id,
      reference_number: `T${Math.floor(Math.random() * 1e9)}`,
      firstname: 'Jan',
      surname: 'Jansen',
      amount: 1250,
      start_date: '2026-11-02',
      extra_fields: { maat: 'M' },
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function layout(target: Campaign, overrides: Partial<LayoutBody> = {}) {
  const response = await as.superAdministration('POST', '/api/exports/layouts', {
    export_layout: {
      campaign: target.id,
      name: uniqueTag('Layout'),
      file_type: 'csv',
      add_title_row: true,
      layout_body: [
        { col_name: 'Referentie', source_field: 'reference_number' },
        { col_name: 'Achternaam', source_field: 'surname' },
        { col_name: 'Bedrag', source_field: 'amount' },
        { col_name: 'Start', source_field: 'start_date' },
        { col_name: 'Maat', source_field: 'extra_fields.maat' },
      ],
      field_delimiter: ';',
      field_enclosure: '"',
      line_ending: 'LF',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ExportLayoutDetail>();
}

const exportUrl = (target: Campaign, layoutId: number, extra = '') =>
  `/api/export-donations?client=${client.id}&campaign=${target.id}&layout=${layoutId}&offset=50&limit=10${extra}`;
const REAL = '&file_checked=1&mark_exported=1';

async function exportedIds(ids: number[]): Promise<number[]> {
  const rows = await database.db
    .select({ id: donations.id, at: donations.lastExportDate })
    .from(donations)
    .where(inArray(donations.id, ids));
  return rows
    .filter((row) => row.at !== null)
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

/** The entries of a zip (stored or deflated), read from its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  const total = zip.readUInt16LE(end + 10);
  for (let i = 0; i < total; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    entries.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + skip;
  }
  return entries;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, { sheetsProvider: flakySheets, projectTool });
  as = await callers(app);
  client = (
    await as.superAdministration('POST', '/api/clients', { client: { name: uniqueTag('Doel') } })
  ).json<Client>();
  campaign = await newCampaign('Straat');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('GET|POST export-donations', () => {
  it('previews without marking anyone, and a real export marks exactly the donors in the file once', async () => {
    const target = await newCampaign('Markeren');
    const ids = [
      await donor(target, { surname: 'Eerste' }),
      await donor(target, { surname: 'Tweede' }),
    ];
    const other = await donor(campaign);
    const chosen = await layout(target);

    const preview = await as.superAdministration('GET', exportUrl(target, chosen.id));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-disposition']).toContain(`${chosen.name}-`);
    expect(preview.body.split('\n')).toHaveLength(4);
    const postPreview = await as.superAdministration(
      'POST',
      exportUrl(target, chosen.id, '&file_checked=1'),
    );
    expect(postPreview.statusCode).toBe(200);
    expect(postPreview.headers['x-export-preview']).toBe('1');
    expect(await exportedIds([...ids, other])).toEqual([]);

    const real = await as.superAdministration('POST', exportUrl(target, chosen.id, REAL));
    expect(real.statusCode, real.body).toBe(200);
    expect(real.headers['x-export-count']).toBe('2');
    expect(real.body).toContain('Eerste');
    expect(real.body).toContain('Tweede');
    expect(await exportedIds([...ids, other])).toEqual(ids);

    const late = await donor(target, { surname: 'Derde' });
    const again = await as.superAdministration('POST', exportUrl(target, chosen.id, REAL));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['x-export-count']).toBe('1');
    expect(again.body).toContain('Derde');
    expect(again.body).not.toContain('Eerste');

    const nothing = await as.superAdministration('POST', exportUrl(target, chosen.id, REAL));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain(EXPORT_MESSAGES.nothingToExport);
    expect(await exportedIds([...ids, late, other])).toEqual([...ids, late]);
  });

  it('writes the file exactly per layout: delimiter, enclosure, every line ending, title row', async () => {
    const target = await newCampaign('Bytes');
    await donor(target, {
      reference_number: 'T1',
      surname: 'van "Dijk"',
      amount: 500,
      extra_fields: { maat: 'L;XL' },
    });
    const endings = {
      LF: '\n',
      'LF-CR': '\n\r',
      CR: '\r',
      'CR-LF': '\r\n',
      'CR-CR-LF': '\r\r\n',
    } as const;
    for (const [ending, chars] of Object.entries(endings)) {
      const chosen = await layout(target, {
        line_ending: ending as keyof typeof endings,
        field_delimiter: ';',
        field_enclosure: "'",
      });
      const response = await as.superAdministration('GET', exportUrl(target, chosen.id));
      expect(response.rawPayload.toString('utf8')).toBe(
        `Referentie;Achternaam;Bedrag;Start;Maat${chars}` +
          `T1;'van "Dijk"';5,00;02/11/2026;'L;XL'${chars}`,
      );
    }
    const tabs = await layout(target, {
      field_delimiter: '\t',
      field_enclosure: '"',
      add_title_row: false,
    });
    const response = await as.superAdministration('GET', exportUrl(target, tabs.id));
    expect(response.body).toBe('T1\t"van ""Dijk"""\t5,00\t02/11/2026\tL;XL\n');
  });

  it('neutralises formula cells in csv, xlsx and ods', async () => {
    const target = await newCampaign('Formules');
    await donor(target, { reference_number: 'T2', surname: '=HYPERLINK("http://x")' });
    await donor(target, { reference_number: 'T3', surname: '@SUM(A1)' });
    const csv = await layout(target, { field_delimiter: ',', add_title_row: false });
    const body = (await as.superAdministration('GET', exportUrl(target, csv.id))).body;
    expect(body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(body).toContain(`'@SUM(A1)`);
    expect(csvLine(['+31', '-1', '\tx', 'a'], ',', '"', '\n')).toBe('+31,-1,"\tx",a\n');

    const xlsx = await layout(target, {
      file_type: 'xlsx',
      field_delimiter: null,
      field_enclosure: null,
      line_ending: null,
    });
    const xlsxFile = await as.superAdministration('GET', exportUrl(target, xlsx.id));
    expect(xlsxFile.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxFile.rawPayload as unknown as ArrayBuffer);
    const values: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => values.push(row.getCell(2).value));
    expect(values).toEqual(['Achternaam', `'=HYPERLINK("http://x")`, `'@SUM(A1)`]);

    const ods = await layout(target, {
      file_type: 'ods',
      field_delimiter: null,
      field_enclosure: null,
      line_ending: null,
    });
    const odsFile = await as.superAdministration('GET', exportUrl(target, ods.id));
    expect(odsFile.headers['content-disposition']).toContain('.ods');
    const entries = unzip(odsFile.rawPayload);
    expect(entries.get('mimetype')?.toString()).toBe(
      'application/vnd.oasis.opendocument.spreadsheet',
    );
    const content = entries.get('content.xml')?.toString() ?? '';
    expect(content).toContain('<text:p>&apos;=HYPERLINK'.replace('&apos;', "'"));
    expect(content).toContain("<text:p>'@SUM(A1)</text:p>");
    expect(content).toContain('<text:p>Achternaam</text:p>');
  });

  it('refuses a layout of another campaign, a bad last_create, marking through GET, and other roles', async () => {
    const target = await newCampaign('Weigeren');
    const chosen = await layout(target);
    const wrong = await as.superAdministration('GET', exportUrl(campaign, chosen.id));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(EXPORT_MESSAGES.layoutOfOtherCampaign);
    const noLayout = await as.superAdministration(
      'GET',
      `/api/export-donations?campaign=${target.id}`,
    );
    expect(noLayout.body).toContain(EXPORT_MESSAGES.layoutRequired);
    const bad = await as.superAdministration('GET', exportUrl(target, chosen.id, '&last_create=x'));
    expect(bad.body).toContain(EXPORT_MESSAGES.invalidLastCreate);
    const getMark = await as.superAdministration('GET', exportUrl(target, chosen.id, REAL));
    expect(getMark.statusCode).toBe(400);
    expect((await as.manager('GET', exportUrl(target, chosen.id))).statusCode).toBe(403);
  });

  it('takes only donors created after last_create', async () => {
    const target = await newCampaign('Sinds');
    await donor(target, { surname: 'Oud' });
    const chosen = await layout(target);
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await as.superAdministration(
      'GET',
      exportUrl(target, chosen.id, `&last_create=${encodeURIComponent(future)}`),
    );
    expect(none.body).not.toContain('Oud');
    const all = await as.superAdministration(
      'GET',
      exportUrl(target, chosen.id, '&last_create=2000-01-01'),
    );
    expect(all.body).toContain('Oud');
  });
});

describe('batches', () => {
  it('records an immutable batch that re-downloads byte for byte, and a dry run of what changed', async () => {
    const target = await newCampaign('Batch');
    const first = await donor(target, { surname: 'Batchman' });
    const second = await donor(target, { surname: 'Later' });
    const chosen = await layout(target, {
      file_type: 'ods',
      field_delimiter: null,
      field_enclosure: null,
      line_ending: null,
    });
    const real = await as.superAdministration('POST', exportUrl(target, chosen.id, REAL));
    expect(real.statusCode, real.body).toBe(200);

    const list = await as.superAdministration('GET', `/api/exports/batches?campaign=${target.id}`);
    const [batch] = list.json<{ results: ExportBatch[] }>().results;
    expect(batch).toMatchObject({
      layout: chosen.id,
      donation_count: 2,
      created_by: 'super.administration@veldwerk.test',
      byte_size: real.rawPayload.length,
      checksum: createHash('sha256').update(real.rawPayload).digest('hex'),
    });
    const again = await as.superAdministration('GET', `/api/exports/batches/${batch?.id}/file`);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, real.rawPayload)).toBe(0);
    expect(again.headers['content-disposition']).toBe(real.headers['content-disposition']);

    await expect(
      database.db.delete(exportBatches).where(eq(exportBatches.id, batch?.id ?? 0)),
    ).rejects.toThrow();

    // After the export: one donor changed, the other rejected, a third is new.
    await database.db
      .update(donations)
      .set({ comment: 'gewijzigd', lastModifyDate: new Date(Date.now() + 1000) })
      .where(eq(donations.id, first));
    await database.db
      .update(donations)
      .set({
        state: 'REJECTED',
        rejectState: 'STORNO',
        lastModifyDate: new Date(Date.now() + 1000),
      })
      .where(eq(donations.id, second));
    const fresh = await donor(target, { surname: 'Nieuw' });
    const changes = (
      await as.superAdministration('GET', `/api/exports/batches/changes?campaign=${target.id}`)
    ).json<ExportChanges>();
    expect(changes.last_batch?.id).toBe(batch?.id);
    expect(changes.new.results.map((row) => row.id)).toEqual([fresh]);
    expect(changes.changed.results.map((row) => row.id).sort()).toEqual([first, second].sort());
    expect(changes.rejected.results.map((row) => row.id)).toEqual([second]);
    expect(changes.rejected.results[0]?.batch).toBe(batch?.id);
  });

  it('stores a file in chunks of at most a fixed size, strings and buffers alike, with its checksum', async () => {
    const target = await newCampaign('Chunks');
    const parts = ['Zoë;Ĳsselmeer;€ 12,50\n', Buffer.from('bytes;'), '😀 Ångström'.repeat(7), '\n'];
    const whole = Buffer.concat(parts.map((part) => Buffer.from(part)));
    // The stored chunks, read back inside the transaction, which then rolls back.
    let stored: { sink: BatchSink; chunks: Buffer[] } | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        const batchId = await insertBatch(tx, {
          createdAt: new Date(),
          createdByEmail: 'test@veldwerk.test',
          layoutName: 'test',
          campaignId: target.id,
          clientId: client.id,
          fileType: 'csv',
          fileName: 'test.csv',
          contentType: 'text/csv',
          criteria: {},
        });
        const sink = new BatchSink(tx, batchId, 5);
        for (const part of parts) sink.write(part);
        sink.end();
        await finished(sink);
        const chunks = await tx
          .select({ data: exportBatchChunks.data })
          .from(exportBatchChunks)
          .where(eq(exportBatchChunks.batchId, batchId))
          .orderBy(exportBatchChunks.seq);
        stored = { sink, chunks: chunks.map((chunk) => chunk.data) };
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    if (stored === undefined) throw new Error('nothing stored');
    expect(Buffer.concat(stored.chunks).equals(whole)).toBe(true);
    expect(stored.chunks.length).toBeGreaterThan(whole.length / 5);
    expect(stored.chunks.every((chunk) => chunk.length <= 5)).toBe(true);
    expect(stored.sink.size).toBe(whole.length);
    expect(stored.sink.hash.digest('hex')).toBe(createHash('sha256').update(whole).digest('hex'));
  });

  it('answers a template of the layout as csv', async () => {
    const chosen = await layout(campaign, { line_ending: 'CR-LF' });
    const response = await as.superAdministration('GET', `/api/exports/${chosen.id}/layout/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Referentie;Achternaam;Bedrag;Start;Maat\r\n');
  });
});

describe('google_sheet', () => {
  it('writes the rows into the sheet and records a batch with a csv copy', async () => {
    const target = await newCampaign('Sheet');
    await donor(target, { reference_number: 'T77', surname: '+Plus' });
    const chosen = await layout(target, {
      file_type: 'google_sheet',
      field_delimiter: null,
      field_enclosure: null,
      line_ending: null,
    });
    const response = await as.superAdministration('POST', exportUrl(target, chosen.id, REAL));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SheetExport>();
    expect(answer.rows).toBe(1);
    expect(sheets.read(answer.spreadsheet_id)?.rows).toEqual([
      ['Referentie', 'Achternaam', 'Bedrag', 'Start', 'Maat'],
      ['T77', "'+Plus", '12,50', '02/11/2026', 'M'],
    ]);
  });
});

describe('all or nothing', () => {
  it('rolls back every mark and the batch when the export fails half-way', async () => {
    const target = await newCampaign('Storing');
    const ids = [await donor(target), await donor(target)];
    const chosen = await layout(target, {
      file_type: 'google_sheet',
      field_delimiter: null,
      field_enclosure: null,
      line_ending: null,
    });
    sheetDown = true;
    try {
      const failed = await as.superAdministration('POST', exportUrl(target, chosen.id, REAL));
      expect(failed.statusCode).toBe(502);
      expect(failed.body).toContain(EXPORT_MESSAGES.sheetFailed);
    } finally {
      sheetDown = false;
    }
    expect(await exportedIds(ids)).toEqual([]);
    const batches = await as.superAdministration(
      'GET',
      `/api/exports/batches?campaign=${target.id}`,
    );
    expect(batches.json<{ count: number }>().count).toBe(0);
    const retry = await as.superAdministration('POST', exportUrl(target, chosen.id, REAL));
    expect(retry.statusCode).toBe(200);
    expect(await exportedIds(ids)).toEqual(ids);
  });
});

describe('dump and project tool', () => {
  it('dumps every donation with every field for administrators only', async () => {
    const id = await donor(campaign, { surname: 'Dumpstra', iban: 'NL91ABNA0417164300' });
    const response = await as.admin('GET', '/api/dump-donations');
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n');
    expect(lines[0]).toContain('reference_number,state');
    const line = lines.find((text) => text.startsWith(`${id},`));
    expect(line).toContain('Dumpstra');
    expect(line).toContain('NL91ABNA0417164300');
    expect((await as.superAdministration('GET', '/api/dump-donations')).statusCode).toBe(403);
  });

  it('sends the filtered donations to the project tool and sets backstage_export_date', async () => {
    const target = await newCampaign('Backstage');
    const ids = [await donor(target), await donor(target, { reference_number: null })];
    const response = await as.superAdministration(
      'PUT',
      `/api/export-donations-backstage?campaign=${target.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BackstageSummary>()).toMatchObject({ sent: 2, accepted: 1, rejected: 1 });
    expect(projectTool.received.at(-1)?.donors.map((d) => d.id)).toEqual(ids);
    const rows = await database.db
      .select({ at: donations.backstageExportDate })
      .from(donations)
      .where(inArray(donations.id, ids));
    expect(rows.every((row) => row.at !== null)).toBe(true);
  });
});

describe('csv from COPY', () => {
  /** Values COPY's text format escapes, null, multi-byte characters, formulas, quoting. */
  const TRICKY = [
    'back\\slash',
    '\\N',
    'tab\there',
    'new\nline',
    'carriage\rreturn',
    'form\ffeed',
    'v\vtab',
    "O'Brien",
    'van "Dijk"',
    'a;b,c',
    '=1+1',
    '+31612345678',
    '-5',
    '@SUM(A1)',
    '\tleading tab',
    'Zoë 😀 Ærøskøbing',
    '',
  ];
  const FIELDS: LayoutBody['layout_body'] = [
    { col_name: 'Referentie', source_field: 'reference_number' },
    { col_name: 'Achternaam', source_field: 'surname' },
    { col_name: 'Tussenvoegsel', source_field: 'surname_prefix' },
    { col_name: 'IBAN', source_field: 'iban' },
    { col_name: 'Opmerking', source_field: 'comment' },
    { col_name: 'Bedrag', source_field: 'amount' },
    { col_name: 'Post', source_field: 'receive_mail' },
    { col_name: 'Gemaakt', source_field: 'creation_date' },
    { col_name: 'Geëxporteerd', source_field: 'last_export_date' },
    { col_name: 'Maat', source_field: 'extra_fields.maat' },
    { col_name: '=Start', source_field: 'start_date' },
  ];

  async function trickyCampaign(name: string): Promise<Campaign> {
    const target = await newCampaign(name);
    const sealed = app.personalData.seal('iban', 'NL91ABNA0417164300');
    await database.db.insert(donations).values(
      TRICKY.map((value, index) => ({
        referenceNumber: `T${index + 1}`,
        state: 'PENDING' as const,
        clientId: client.id,
        campaignId: target.id,
        surname: value,
        surnamePrefix: index % 3 === 0 ? null : value,
        comment: `${value}\\${'x'.repeat(index * 50)}`,
        iban: index % 2 === 0 ? sealed.value : null,
        ibanIndex: index % 2 === 0 ? sealed.index : null,
        amount: 1234 + index,
        receiveMail: index % 3 === 1,
        creationDate: new Date(Date.UTC(2026, 2, 29, 0, 30 + index)),
        extraFields: { maat: value },
      })),
    );
    return target;
  }

  /** The row writer's file of these donors (what real xlsx, ods and google_sheet exports read). */
  async function rowWriterCsv(campaignId: number, format: FileFormat): Promise<Buffer> {
    const parts: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        done();
      },
    });
    const writer = createRowWriter(format, out, new Date());
    const read = cellReader(FIELDS, (sealed) => openDonationIban(app, sealed));
    await writer.row(titleCells(FIELDS));
    const where = eq(donations.campaignId, campaignId);
    for await (const page of exportRowPages(database.db, where, FIELDS))
      for (const row of page) await writer.row(read(row));
    await writer.end();
    return Buffer.concat(parts);
  }

  it('writes the same bytes as the row writer for every escaped, null, multi-byte and formula value', async () => {
    const target = await trickyCampaign('Copy');
    for (const [ending, delimiter, enclosure] of [
      ['CR-LF', ';', '"'],
      ['LF-CR', ',', "'"],
      ['CR-CR-LF', '\t', '"'],
    ] as const) {
      const chosen = await layout(target, {
        layout_body: FIELDS,
        line_ending: ending,
        field_delimiter: delimiter,
        field_enclosure: enclosure,
      });
      const expected = await rowWriterCsv(target.id, {
        type: 'csv',
        delimiter,
        enclosure,
        lineEnding: ending,
      });
      expect(expected.toString()).toContain('NL91ABNA0417164300');
      const preview = await as.superAdministration('GET', exportUrl(target, chosen.id));
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.rawPayload.toString('hex')).toBe(expected.toString('hex'));
      // The real export: COPY `FOR UPDATE` on the export's transaction, then marked.
      const real = await as.superAdministration('POST', exportUrl(target, chosen.id, REAL));
      expect(real.statusCode, real.body).toBe(200);
      expect(real.headers['x-export-count']).toBe(String(TRICKY.length));
      expect(real.rawPayload.toString('hex')).toBe(expected.toString('hex'));
      await database.db
        .update(donations)
        .set({ lastExportDate: null })
        .where(eq(donations.campaignId, target.id));
    }
  });

  it('makes xlsx and ods previews from COPY with the cells of the row writer', async () => {
    const target = await trickyCampaign('Bladen');
    for (const [type, sheet] of [
      ['xlsx', 'xl/worksheets/sheet1.xml'],
      ['ods', 'content.xml'],
    ] as const) {
      const chosen = await layout(target, {
        layout_body: FIELDS,
        file_type: type,
        field_delimiter: null,
        field_enclosure: null,
        line_ending: null,
      });
      const expected = unzip(await rowWriterCsv(target.id, { type }))
        .get(sheet)
        ?.toString();
      expect(expected).toContain('NL91ABNA0417164300');
      const preview = await as.superAdministration('GET', exportUrl(target, chosen.id));
      expect(preview.statusCode, preview.body).toBe(200);
      expect(unzip(preview.rawPayload).get(sheet)?.toString()).toBe(expected);
    }
  });

  it('continues across pages, and across chunks cut at any byte', async () => {
    const target = await trickyCampaign('Pagina');
    const chosen = await layout(target, { layout_body: FIELDS, line_ending: 'CR-LF' });
    const whole = (await as.superAdministration('GET', exportUrl(target, chosen.id))).rawPayload;
    const format = {
      type: 'csv',
      delimiter: ';',
      enclosure: '"',
      lineEnding: 'CR-LF',
    } as const;
    const openIban = (sealed: string) => openDonationIban(app, sealed);
    const where = eq(donations.campaignId, target.id);
    const parts: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        done();
      },
    });
    const rows = await writeCsvFromCopy(
      {
        db: database.db,
        pool: database.pool,
        where,
        fields: FIELDS,
        format,
        titleRow: true,
        openIban,
        pageSize: 2,
      },
      out,
    );
    expect(rows).toBe(TRICKY.length);
    expect(Buffer.concat(parts).toString('hex')).toBe(whole.toString('hex'));

    // COPY's raw output, fed in two chunks cut at every byte (a character, a row, an escape).
    const raw: Buffer[] = [];
    const client = await database.pool.connect();
    try {
      await copyOut(client, exportCellsQuery(database.db, where, FIELDS, 0, 100).toSQL(), (c) =>
        raw.push(c),
      );
    } finally {
      client.release();
    }
    const bytes = Buffer.concat(raw);
    const title = whole.subarray(0, whole.indexOf('\r\n') + 2).toString('hex');
    for (let cut = 0; cut <= bytes.length; cut++) {
      const converter = new CopyTextToCsv(FIELDS, format, openIban);
      const csv = converter.push(bytes.subarray(0, cut)) + converter.push(bytes.subarray(cut));
      converter.end();
      expect(title + Buffer.from(csv).toString('hex')).toBe(whole.toString('hex'));
    }
  });

  /**
   * Runs a locked writer on a transaction of its own over the campaign's donors not exported
   * yet, in pages of 5, each page marked as a real export marks it: the bytes written, the
   * pages' sizes, the count answered and how many donors are left unexported.
   */
  async function lockedRun(
    campaignId: number,
    titleRow: boolean,
    run: (
      options: Omit<CopyCsvOptions, 'format'> & { copy: CopyOut },
      out: Writable,
      onPage: (ids: number[]) => Promise<void>,
    ) => Promise<number>,
  ) {
    const where = and(eq(donations.campaignId, campaignId), isNull(donations.lastExportDate));
    const pages: number[][] = [];
    const parts: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        done();
      },
    });
    const count = await transactionWithCopy(database.pool, (tx, copy) =>
      run(
        {
          db: tx,
          where,
          fields: FIELDS,
          titleRow,
          openIban: (sealed) => openDonationIban(app, sealed),
          copy,
          pageSize: 5,
        },
        out,
        async (ids) => {
          pages.push(ids);
          await tx
            .update(donations)
            .set({ lastExportDate: new Date() })
            .where(inArray(donations.id, ids));
        },
      ),
    );
    const left = await database.db.select({ id: donations.id }).from(donations).where(where);
    return { bytes: Buffer.concat(parts), pageSizes: pages.map((ids) => ids.length), count, left };
  }

  it('locks, marks and records a real export page by page on its own transaction', async () => {
    const target = await trickyCampaign('Vergrendeld');
    const format = { type: 'csv', delimiter: ';', enclosure: '"', lineEnding: 'LF' } as const;
    // Read before the export marks them (the file shows them as they were).
    const [, ...expected] = (await rowWriterCsv(target.id, format)).toString().split('\n');
    const result = await lockedRun(target.id, false, (options, out, onPage) =>
      writeLockedCsvFromCopy({ ...options, format }, out, onPage),
    );
    expect(result.count).toBe(TRICKY.length);
    expect(result.pageSizes).toEqual([5, 5, 5, 2]);
    expect(result.bytes.toString()).toBe(expected.join('\n'));
    expect(result.left).toEqual([]);
  });

  it("writes a real xlsx and ods export from COPY page by page, with the row writer's sheet", async () => {
    for (const [type, sheet] of [
      ['xlsx', 'xl/worksheets/sheet1.xml'],
      ['ods', 'content.xml'],
    ] as const) {
      const target = await trickyCampaign(`Vergrendeld ${type}`);
      const expected = unzip(await rowWriterCsv(target.id, { type }))
        .get(sheet)
        ?.toString();
      const result = await lockedRun(target.id, true, (options, out, onPage) =>
        writeLockedRowsFromCopy(options, createRowWriter({ type }, out, new Date()), onPage),
      );
      expect(result.count).toBe(TRICKY.length);
      expect(result.pageSizes).toEqual([5, 5, 5, 2]);
      expect(unzip(result.bytes).get(sheet)?.toString()).toBe(expected);
      expect(result.left).toEqual([]);
    }
  });

  it('never gives a donor to two real exports running at once', async () => {
    const target = await trickyCampaign('Tegelijk');
    const chosen = await layout(target, { layout_body: FIELDS.slice(0, 2) });
    const [first, second] = await Promise.all([
      as.superAdministration('POST', exportUrl(target, chosen.id, REAL)),
      as.superAdministration('POST', exportUrl(target, chosen.id, REAL)),
    ]);
    const counts = [first, second].map((response) =>
      response.statusCode === 200 ? Number(response.headers['x-export-count']) : 0,
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(TRICKY.length);
    const batches = await database.db
      .select({ id: exportBatches.id })
      .from(exportBatches)
      .where(eq(exportBatches.campaignId, target.id));
    const recorded = await database.db
      .select({ donation: exportBatchDonations.donationId })
      .from(exportBatchDonations)
      .where(
        inArray(
          exportBatchDonations.batchId,
          batches.map((batch) => batch.id),
        ),
      );
    expect(new Set(recorded.map((row) => row.donation)).size).toBe(TRICKY.length);
    expect(recorded).toHaveLength(TRICKY.length);
  });

  it('keeps the list filters: quotes and backslashes in a filter value stay data', async () => {
    const target = await trickyCampaign('Filter');
    const chosen = await layout(target, { layout_body: FIELDS.slice(0, 2), add_title_row: false });
    for (const [text, expected] of [
      ["O'Brien", ['T8']],
      ['back\\slash', ['T1']],
      ["' or 1=1 --", []],
    ] as const) {
      const response = await as.superAdministration(
        'GET',
        exportUrl(target, chosen.id, `&surname=${encodeURIComponent(text)}`),
      );
      expect(response.statusCode, response.body).toBe(200);
      const references = response.body
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => line.split(';')[0]);
      expect(references).toEqual(expected);
    }
  });
});
