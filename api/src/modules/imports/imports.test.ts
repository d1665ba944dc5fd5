import { and, eq, inArray } from 'drizzle-orm';
import iconv from 'iconv-lite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  type Campaign,
  type Client,
  type DonationImportResult,
  type ErrorBody,
  type ImportBatch,
  type ImportBatchList,
} from '@veldwerk/shared/domain';
import { MESSAGES } from '@veldwerk/shared/validation';
import { auditLog, donationImportBatches, donationImportChanges, donations } from '../../db/schema';
import type { NewDonationRow } from '../../db/schema/donations';
import { callers, uniqueTag } from '../../../test/calls';
import {
  authHeader,
  createTestApp,
  openTestDatabase,
  signInAs,
  type TestDatabase,
} from '../../../test/harness';
import { importBody, odsFile, xlsxFile, zipFile } from './fixtures';
import { PersonalDataCodec } from '../personal-data/codec';
import { TEST_INDEX_KEY, TEST_KEYS } from '../personal-data/keys';
import { countByKey, resealPersonalData } from '../personal-data/reseal';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;
let as: Awaited<ReturnType<typeof callers>>;
let client: Client;
let campaign: Campaign;

let serial = Math.floor(Math.random() * 1_000_000);
const reference = () => `T${Date.now() % 1_000_000}${String((serial += 1)).padStart(7, '0')}`;

async function donor(values: Partial<NewDonationRow> = {}) {
  const [row] = await database.db
    .insert(donations)
    .values({
      referenceNumber: reference(),
      state: 'PENDING',
      clientId: client.id,
      campaignId: campaign.id,
      amount: 1000,
      surname: 'Jansen',
      comment: null,
      ...values,
    })
    .returning();
  if (row === undefined) throw new Error('no donor');
  return row;
}

const read = async (id: number) => {
  const [row] = await database.db.select().from(donations).where(eq(donations.id, id));
  if (row === undefined) throw new Error('gone');
  return row;
};

const quote = (cell: string, delimiter: string) =>
  cell.includes(delimiter) || cell.includes('"') ? `"${cell.replace(/"/g, '""')}"` : cell;
const csv = (rows: readonly (readonly string[])[], delimiter = ',') =>
  rows.map((cells) => cells.map((cell) => quote(cell, delimiter)).join(delimiter)).join('\n') +
  '\n';

type Fields = Record<string, string | readonly string[]>;

async function post(
  name: string,
  content: Buffer,
  fields: Fields,
  target: FastifyInstance = app,
  token: string = adminToken,
) {
  const body = importBody({ name, content }, fields);
  return target.inject({
    method: 'POST',
    url: '/api/update-donations',
    headers: { ...body.headers, ...authHeader(token) },
    payload: body.payload,
  });
}

const check = (name: string, content: Buffer, fields: Fields = {}) =>
  post(name, content, { action: 'check', ...fields });
const apply = (name: string, content: Buffer, fields: Fields = {}) =>
  post(name, content, { action: 'import', ...fields });

const rollback = (id: number, target: FastifyInstance = app, token: string = adminToken) =>
  target.inject({
    method: 'POST',
    url: `/api/update-donations/batches/${id}/rollback`,
    headers: authHeader(token),
  });

const batchCount = async () => database.db.$count(donationImportBatches);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  adminToken = await signInAs(app, 'admin@veldwerk.test');
  const made = await as.superAdministration('POST', '/api/clients', {
    client: { name: uniqueTag('Importdoel') },
  });
  client = made.json<Client>();
  const campaignMade = await as.superAdministration('POST', `/api/clients/${client.id}/campaigns`, {
    campaign: { name: 'Import 2026', input_fields: [] },
  });
  campaign = campaignMade.json<Campaign>();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('POST update-donations: the preview', () => {
  it('answers what would change, per field value → reference numbers, and writes nothing', async () => {
    const a = await donor({ amount: 1000, comment: 'oud' });
    const b = await donor({ amount: 1500 });
    const c = await donor({ amount: 2000 });
    const auditBefore = await database.db.$count(auditLog);
    const batchesBefore = await batchCount();
    const file = csv([
      ['reference_number', 'amount', 'comment'],
      [a.referenceNumber ?? '', '12,50', 'nieuw'],
      [b.referenceNumber ?? '', '12,50', ''],
      [c.referenceNumber ?? '', '20,00', ''],
      ['T999999999999', '5', ''],
    ]);
    const response = await check('wijzigingen.csv', Buffer.from(file));
    expect(response.statusCode, response.body).toBe(200);
    const { results, batch } = response.json<DonationImportResult>();
    expect(batch).toBeNull();
    expect(results.total).toBe(4);
    expect(results.unfound).toEqual(['T999999999999']);
    expect(results.double_reference_numbers).toEqual([]);
    expect(results.overwrites).toEqual({
      amount: { '12,50': [a.referenceNumber, b.referenceNumber] },
      comment: { nieuw: [a.referenceNumber] },
    });
    expect(results.changed).toBe(2);
    expect(results.errors).toEqual([]);
    // Nothing written: the donors, the audit log and the batches are as before.
    expect((await read(a.id)).amount).toBe(1000);
    expect((await read(a.id)).comment).toBe('oud');
    expect((await read(b.id)).amount).toBe(1500);
    expect(await database.db.$count(auditLog)).toBe(auditBefore);
    expect(await batchCount()).toBe(batchesBefore);
  });

  it('names the line and field of every value that breaks its rule', async () => {
    const a = await donor();
    const file = csv([
      ['reference_number', 'amount', 'state', 'email'],
      [a.referenceNumber ?? '', '300', 'APPROVED', 'geen-adres'],
      ['X12', '10', '', ''],
    ]);
    const response = await check('fout.csv', Buffer.from(file));
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json<DonationImportResult>();
    expect(results.errors).toEqual([
      { line: 2, field: 'amount', message: MESSAGES.maxAmount },
      { line: 2, field: 'email', message: MESSAGES.format },
      { line: 3, field: 'reference_number', message: MESSAGES.format },
    ]);
  });

  it('reports reference numbers that appear twice and leaves those donors alone', async () => {
    const a = await donor();
    const twin1 = await donor();
    await donor({ referenceNumber: twin1.referenceNumber });
    const file = csv([
      ['reference_number', 'comment'],
      [a.referenceNumber ?? '', 'een'],
      [a.referenceNumber ?? '', 'twee'],
      [twin1.referenceNumber ?? '', 'drie'],
    ]);
    const response = await apply('dubbel.csv', Buffer.from(file));
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json<DonationImportResult>();
    expect(results.double_reference_numbers).toEqual([a.referenceNumber, twin1.referenceNumber]);
    expect((await read(a.id)).comment).toBeNull();
  });

  it('takes the column mapping from the form when given, title row or not', async () => {
    const a = await donor();
    const file = csv([[a.referenceNumber ?? '', 'x', 'Aangepast']], ';');
    const response = await check('zonder-titels.csv', Buffer.from(file), {
      has_title_row: '0',
      csv_delimiter: ';',
      columns: ['reference_number', '', 'comment'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DonationImportResult>().results.overwrites).toEqual({
      comment: { Aangepast: [a.referenceNumber] },
    });
  });

  it('refuses a mapping without the reference number column', async () => {
    const response = await check('x.csv', Buffer.from('a,b\n1,2\n'), {
      columns: ['comment', 'amount'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(IMPORT_MESSAGES.noReferenceColumn);
  });
});

describe('POST update-donations: the real import', () => {
  it('applies every change in one transaction, records a batch, audits each donor', async () => {
    const a = await donor({ state: 'APPROVED', lastExportDate: new Date() });
    const b = await donor({ amount: 1500 });
    const file = csv([
      ['reference_number', 'state', 'reject_comment', 'amount', 'stop_date'],
      [a.referenceNumber ?? '', 'REJECTED', 'Storno bank', '', ''],
      [b.referenceNumber ?? '', '', '', '7,5', '31/12/2026'],
    ]);
    const response = await apply('week-48.csv', Buffer.from(file));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<DonationImportResult>();
    expect(answer.batch).toEqual(expect.any(Number));
    expect(answer.results.changed).toBe(2);
    const afterA = await read(a.id);
    // Exported donors get the first reason of the exported list by default.
    expect([afterA.state, afterA.rejectState, afterA.rejectComment]).toEqual([
      'REJECTED',
      'UNKNOWN',
      'Storno bank',
    ]);
    expect([(await read(b.id)).amount, (await read(b.id)).stopDate]).toEqual([750, '2026-12-31']);
    const trail = await database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.recordId, [String(a.id), String(b.id)]));
    expect(trail.filter((entry) => entry.action === 'update')).toHaveLength(2);
    const list = await app.inject({
      method: 'GET',
      url: '/api/update-donations/batches',
      headers: authHeader(adminToken),
    });
    const listed = list.json<ImportBatchList>().results.find((row) => row.id === answer.batch);
    expect(listed).toMatchObject({
      file_name: 'week-48.csv',
      rows: 2,
      donations: 2,
      changes: 5,
      actor_email: 'admin@veldwerk.test',
      rolled_back_at: null,
    });
  });

  it('refuses the whole file when one row breaks a rule: nothing changes', async () => {
    const a = await donor({ amount: 1000 });
    const b = await donor({ amount: 1000 });
    const batches = await batchCount();
    const file = csv([
      ['reference_number', 'amount'],
      [a.referenceNumber ?? '', '20'],
      [b.referenceNumber ?? '', '260'],
    ]);
    const response = await apply('half.csv', Buffer.from(file));
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody & { exception: { message: string }[] }>();
    expect(body.message).toBe(IMPORT_MESSAGES.rowErrors);
    expect(body.error.code).toBe('invalid_rows');
    expect(body.exception[0]?.message).toBe('Regel 3, Bedrag: Maximaal 250 euro');
    expect((await read(a.id)).amount).toBe(1000);
    expect(await batchCount()).toBe(batches);
  });

  it('refuses a reject reason the donor state does not allow, naming the row', async () => {
    const a = await donor();
    const file = csv([
      ['reference_number', 'state', 'reject_state'],
      [a.referenceNumber ?? '', 'REJECTED', 'STORNO'],
    ]);
    const response = await check('reden.csv', Buffer.from(file));
    const { results } = response.json<DonationImportResult>();
    expect(results.errors).toEqual([
      { line: 2, field: 'reject_state', message: expect.any(String) as string },
    ]);
  });
});

describe('rollback of an import batch', () => {
  it('restores every field of every donor and is refused a second time', async () => {
    const a = await donor({ amount: 1000, comment: 'eerst', state: 'PENDING' });
    const b = await donor({ surname: 'De Vries', mobile: null });
    const before = [await read(a.id), await read(b.id)];
    const file = csv([
      ['reference_number', 'amount', 'comment', 'state', 'surname', 'mobile', 'receive_mail'],
      [a.referenceNumber ?? '', '99', 'daarna', 'REJECTED', '', '', 'nee'],
      [b.referenceNumber ?? '', '', '', '', 'Bakker', '0612345678', ''],
    ]);
    const imported = await apply('terug.csv', Buffer.from(file));
    expect(imported.statusCode, imported.body).toBe(200);
    const batch = imported.json<DonationImportResult>().batch ?? 0;
    expect((await read(a.id)).rejectState).toBe('ERRONEOUS');
    const response = await rollback(batch);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportBatch>()).toMatchObject({
      id: batch,
      rolled_back_by: 'admin@veldwerk.test',
      rolled_back_at: expect.any(String) as string,
    });
    const after = [await read(a.id), await read(b.id)];
    const strip = ({ lastModifyDate: _ignored, ...rest }: (typeof before)[number]) => rest;
    expect(after.map(strip)).toEqual(before.map(strip));
    const again = await rollback(batch);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.message).toBe(IMPORT_MESSAGES.alreadyRolledBack);
  });

  it('writes and rolls back more donors than one UPDATE takes, in groups of the same fields', async () => {
    const made = await database.db
      .insert(donations)
      .values(
        Array.from({ length: 1205 }, (_, index) => ({
          referenceNumber: reference(),
          state: 'PENDING' as const,
          clientId: client.id,
          campaignId: campaign.id,
          amount: 1000 + index,
          comment: index < 5 ? `eerst ${index}` : null,
          receiveMail: false,
        })),
      )
      .returning();
    // 1,200 donors change amount and receive_mail, five also their comment: two groups.
    const file = csv([
      ['reference_number', 'amount', 'receive_mail', 'comment'],
      ...made.map((row, index) => [
        row.referenceNumber ?? '',
        '12,50',
        'ja',
        index < 5 ? `daarna ${index}` : '',
      ]),
    ]);
    const imported = await apply('groot.csv', Buffer.from(file));
    expect(imported.statusCode, imported.body).toBe(200);
    const ids = made.map((row) => row.id);
    const after = await database.db.select().from(donations).where(inArray(donations.id, ids));
    expect(after.every((row) => row.amount === 1250 && row.receiveMail === true)).toBe(true);
    expect(after.filter((row) => row.comment?.startsWith('daarna')).length).toBe(5);
    const trail = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'donations'), inArray(auditLog.recordId, ids.map(String))));
    expect(trail).toHaveLength(1205);
    const response = await rollback(imported.json<DonationImportResult>().batch ?? 0);
    expect(response.statusCode, response.body).toBe(200);
    const back = await database.db.select().from(donations).where(inArray(donations.id, ids));
    const strip = ({ lastModifyDate: _ignored, ...rest }: (typeof made)[number]) => rest;
    expect(back.map(strip).sort((a, b) => a.id - b.id)).toEqual(
      made.map(strip).sort((a, b) => a.id - b.id),
    );
  });

  it('is refused, changing nothing, when a field was changed again since the import', async () => {
    const a = await donor({ comment: 'eerst', amount: 1000 });
    const b = await donor({ comment: 'ook eerst' });
    const imported = await apply(
      'later.csv',
      Buffer.from(
        csv([
          ['reference_number', 'comment', 'amount'],
          [a.referenceNumber ?? '', 'import', '11'],
          [b.referenceNumber ?? '', 'import', ''],
        ]),
      ),
    );
    const batch = imported.json<DonationImportResult>().batch ?? 0;
    await database.db.update(donations).set({ comment: 'handmatig' }).where(eq(donations.id, a.id));
    const response = await rollback(batch);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error.message).toBe(
      IMPORT_MESSAGES.changedSince(1, `${a.referenceNumber}: Opmerking`),
    );
    expect((await read(b.id)).comment).toBe('import');
    expect((await read(a.id)).amount).toBe(1100);
  });

  it('answers 404 for an unknown batch and 403 for a non-administrator', async () => {
    expect((await rollback(2_000_000)).statusCode).toBe(404);
    const refused = await as.superAdministration(
      'POST',
      '/api/update-donations/batches/1/rollback',
    );
    expect(refused.statusCode).toBe(403);
    const list = await as.manager('GET', '/api/update-donations/batches');
    expect(list.statusCode).toBe(403);
  });
});

describe('encodings', () => {
  it.each([
    ['utf16_le', 'utf16le'],
    ['ANSI', 'windows1252'],
    ['utf8', 'utf8'],
  ] as const)('%s round-trips names with accents', async (encoding, iconvName) => {
    const a = await donor({ surname: 'Jansen', firstname: 'Jan' });
    const text = csv([
      ['reference_number', 'firstname', 'surname', 'place'],
      [a.referenceNumber ?? '', 'Zoë', 'Müller-Lüdenscheidt', 'Ærøskøbing'],
    ]);
    const bytes =
      encoding === 'utf16_le'
        ? Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, iconvName)])
        : iconv.encode(text, iconvName);
    const response = await apply('accenten.csv', bytes, { csv_encoding: encoding });
    expect(response.statusCode, response.body).toBe(200);
    const row = await read(a.id);
    expect([row.firstname, row.surname, row.place]).toEqual([
      'Zoë',
      'Müller-Lüdenscheidt',
      'Ærøskøbing',
    ]);
  });
});

describe('xlsx and ods', () => {
  it('reads the first sheet of an xlsx file (dates and numbers as cells)', async () => {
    const a = await donor({ amount: 1000 });
    const file = await xlsxFile([
      ['reference_number', 'amount', 'stop_date', 'surname'],
      [a.referenceNumber ?? '', 12.5, new Date(Date.UTC(2026, 11, 31)), 'Çelik'],
    ]);
    const response = await apply('wijzigingen.xlsx', file);
    expect(response.statusCode, response.body).toBe(200);
    const row = await read(a.id);
    expect([row.amount, row.stopDate, row.surname]).toEqual([1250, '2026-12-31', 'Çelik']);
  });

  it('reads the first table of an ods file, repeated filler included', async () => {
    const a = await donor();
    const file = odsFile([
      ['Referentienummer', 'Opmerking', 'Achternaam'],
      [a.referenceNumber ?? '', 'Uit ods & zo', 'Öztürk'],
    ]);
    const response = await apply('wijzigingen.ods', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DonationImportResult>().results.total).toBe(1);
    const row = await read(a.id);
    expect([row.comment, row.surname]).toEqual(['Uit ods & zo', 'Öztürk']);
  });
});

describe('refused files (Dutch messages)', () => {
  const errorOf = (body: string) => (JSON.parse(body) as ErrorBody).error;

  it('refuses a malformed csv (a quote never closed)', async () => {
    const response = await check('kapot.csv', Buffer.from('reference_number,comment\n1,"open\n'));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toEqual({
      code: 'malformed',
      message: IMPORT_MESSAGES.malformed,
    });
  });

  it('refuses a broken xlsx and a broken ods', async () => {
    const broken = zipFile([{ name: 'xl/workbook.xml', data: Buffer.from('<niet') }]);
    const xlsx = await check('kapot.xlsx', broken);
    expect(xlsx.statusCode).toBe(400);
    const ods = await check(
      'kapot.ods',
      zipFile([
        {
          name: 'mimetype',
          data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet'),
          store: true,
        },
        { name: 'content.xml', data: Buffer.from('<office:document-content><table:table>') },
      ]),
    );
    expect(ods.statusCode).toBe(400);
    expect(errorOf(ods.body).message).toBe(IMPORT_MESSAGES.malformed);
  });

  it('refuses files whose content does not match their extension', async () => {
    const ods = odsFile([['reference_number'], ['T1']]);
    const cases: [string, Buffer, string][] = [
      ['ods-als.xlsx', ods, 'xlsx'],
      ['zip-als.csv', ods, 'csv'],
      ['tekst-als.ods', Buffer.from('reference_number\nT1\n'), 'ods'],
      ['afbeelding.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'csv'],
      ['binair.csv', Buffer.from('reference_number\u0000\nT1\n'), 'csv'],
    ];
    for (const [name, content, extension] of cases) {
      const response = await check(name, content);
      expect(response.statusCode, name).toBe(400);
      expect(errorOf(response.body), name).toEqual({
        code: 'content_mismatch',
        message: IMPORT_MESSAGES.contentMismatch(extension),
      });
    }
    const other = await check('wijzigingen.txt', Buffer.from('reference_number\nT1\n'));
    expect(errorOf(other.body).message).toBe(IMPORT_MESSAGES.unsupportedType);
  });

  it('refuses a zip bomb: an entry that inflates a thousandfold, or lies about its size', async () => {
    const zeros = Buffer.alloc(40 * 1024 * 1024);
    const bomb = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: zeros },
    ]);
    const response = await check('bom.xlsx', bomb);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toEqual({ code: 'zip_bomb', message: IMPORT_MESSAGES.zipBomb });
    const liar = zipFile([
      {
        name: 'mimetype',
        data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet'),
        store: true,
      },
      { name: 'content.xml', data: Buffer.alloc(4 * 1024 * 1024), claimedSize: 100 },
    ]);
    const lied = await check('leugen.ods', liar);
    expect(lied.statusCode).toBe(400);
    expect(errorOf(lied.body).code).toBe('zip_bomb');
  });

  it('holds files to the configured size, unpacked size and row limits', async () => {
    const small = await createTestApp(database, {
      env: { IMPORT_MAX_BYTES: '1000', IMPORT_MAX_ROWS: '2', IMPORT_MAX_UNZIPPED_BYTES: '500' },
    });
    try {
      const big = await post(
        'groot.csv',
        Buffer.from('reference_number\n' + 'T1\n'.repeat(500)),
        { action: 'check' },
        small,
      );
      expect(big.statusCode).toBe(413);
      expect(errorOf(big.body).message).toBe(IMPORT_MESSAGES.tooLarge('1 kB'));
      const rows = await post(
        'regels.csv',
        Buffer.from('reference_number\nT1\nT2\nT3\n'),
        { action: 'check' },
        small,
      );
      expect(rows.statusCode).toBe(400);
      expect(errorOf(rows.body).message).toBe(IMPORT_MESSAGES.tooManyRows(2));
      const unpacked = await post(
        'uitgepakt.ods',
        odsFile([['reference_number'], ['T1']]),
        { action: 'check' },
        small,
      );
      expect(errorOf(unpacked.body).code).toBe('zip_bomb');
    } finally {
      await small.close();
    }
  });

  it('refuses a request without a file, and an empty file', async () => {
    const empty = await check('leeg.csv', Buffer.alloc(0));
    expect(errorOf(empty.body).message).toBe(IMPORT_MESSAGES.empty);
  });
});

describe('IBAN (sealed through the personal-data codec)', () => {
  const OLD = 'NL91ABNA0417164300';
  const NEW = 'NL39RABO0300065264';
  const NEW_TYPED = 'nl39 rabo 0300 0652 64';

  async function donorWithIban(iban: string | null) {
    const sealed = app.personalData.seal('iban', iban);
    return donor({ iban: sealed.value, ibanIndex: sealed.index });
  }

  /** Every text the tables an import writes hold for these donors, as one string. */
  async function rawText(ids: number[]): Promise<string> {
    const rows = await database.db.select().from(donations).where(inArray(donations.id, ids));
    const changes = await database.db
      .select()
      .from(donationImportChanges)
      .where(inArray(donationImportChanges.donationId, ids));
    const trail = await database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.recordId, ids.map(String)));
    return JSON.stringify([rows, changes, trail]);
  }

  it('previews an IBAN change, and not an IBAN equal to the stored one however it is typed', async () => {
    const a = await donorWithIban(OLD);
    const b = await donorWithIban(OLD);
    const c = await donorWithIban(null);
    const file = csv([
      ['reference_number', 'iban'],
      [a.referenceNumber ?? '', NEW_TYPED],
      [b.referenceNumber ?? '', 'nl91 ABNA 0417 1643 00'],
      [c.referenceNumber ?? '', NEW],
    ]);
    const response = await check('iban.csv', Buffer.from(file));
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json<DonationImportResult>();
    expect(results.overwrites).toEqual({ iban: { [NEW]: [a.referenceNumber, c.referenceNumber] } });
    expect(results.changed).toBe(2);
    expect((await read(a.id)).iban).toBe(a.iban);
  });

  it('writes the seal and its blind index, never the plain IBAN, and a rollback restores both exactly', async () => {
    const a = await donorWithIban(OLD);
    const c = await donorWithIban(null);
    const imported = await apply(
      'iban.csv',
      Buffer.from(
        csv([
          ['reference_number', 'iban', 'comment'],
          [a.referenceNumber ?? '', NEW_TYPED, 'nieuw rekeningnummer'],
          [c.referenceNumber ?? '', NEW, ''],
        ]),
      ),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const [afterA, afterC] = [await read(a.id), await read(c.id)];
    for (const row of [afterA, afterC]) {
      expect(row.iban).toMatch(/^v1\./);
      expect(app.personalData.open(row.iban)).toBe(NEW);
      expect(row.ibanIndex).toBe(app.personalData.index('iban', NEW));
    }
    expect(afterA.comment).toBe('nieuw rekeningnummer');
    const raw = await rawText([a.id, c.id]);
    expect(raw).not.toContain(NEW);
    expect(raw).not.toContain(OLD);
    expect(raw).not.toContain('RABO0300');

    const batch = imported.json<DonationImportResult>().batch ?? 0;
    const list = await app.inject({
      method: 'GET',
      url: '/api/update-donations/batches',
      headers: authHeader(adminToken),
    });
    // Three changed fields: two IBANs and a comment (the blind index is not counted apart).
    expect(list.json<ImportBatchList>().results.find((row) => row.id === batch)?.changes).toBe(3);
    const rolledBack = await rollback(batch);
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    const [backA, backC] = [await read(a.id), await read(c.id)];
    expect([backA.iban, backA.ibanIndex, backA.comment]).toEqual([a.iban, a.ibanIndex, null]);
    expect([backC.iban, backC.ibanIndex]).toEqual([null, null]);
    expect(await rawText([a.id, c.id])).not.toContain(NEW);
  });

  it('refuses a rollback when the IBAN changed since (by its index), not when it was sealed again', async () => {
    const a = await donorWithIban(OLD);
    const b = await donorWithIban(OLD);
    const imported = await apply(
      'iban.csv',
      Buffer.from(
        csv([
          ['reference_number', 'iban'],
          [a.referenceNumber ?? '', NEW],
          [b.referenceNumber ?? '', NEW],
        ]),
      ),
    );
    const batch = imported.json<DonationImportResult>().batch ?? 0;
    // The same IBAN sealed again (another nonce, as a key rotation does) is no change.
    const resealed = app.personalData.seal('iban', NEW);
    await database.db.update(donations).set({ iban: resealed.value }).where(eq(donations.id, a.id));
    const other = app.personalData.seal('iban', OLD);
    await database.db
      .update(donations)
      .set({ iban: other.value, ibanIndex: other.index })
      .where(eq(donations.id, b.id));
    const refused = await rollback(batch);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.message).toBe(
      IMPORT_MESSAGES.changedSince(1, `${b.referenceNumber}: IBAN`),
    );
    await database.db
      .update(donations)
      .set({ iban: resealed.value, ibanIndex: resealed.index })
      .where(eq(donations.id, b.id));
    const done = await rollback(batch);
    expect(done.statusCode, done.body).toBe(200);
    expect([(await read(a.id)).iban, (await read(b.id)).iban]).toEqual([a.iban, b.iban]);
  });

  it('names the line and field of an invalid IBAN in Dutch and changes nothing', async () => {
    const a = await donorWithIban(OLD);
    const response = await apply(
      'fout.csv',
      Buffer.from(
        csv([
          ['reference_number', 'iban'],
          [a.referenceNumber ?? '', 'NL00ABNA0417164300'],
        ]),
      ),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody & { exception: { message: string }[] }>();
    expect(body.exception.map((entry) => entry.message)).toEqual([
      `Regel 2, IBAN: ${MESSAGES.format}`,
    ]);
    expect((await read(a.id)).iban).toBe(a.iban);
  });

  it('is sealed again by a key rotation: a rollback after it needs only the new keys', async () => {
    const a = await donorWithIban(OLD);
    const imported = await apply(
      'iban.csv',
      Buffer.from(
        csv([
          ['reference_number', 'iban'],
          [a.referenceNumber ?? '', NEW],
        ]),
      ),
    );
    const batch = imported.json<DonationImportResult>().batch ?? 0;
    // A new data key and a new index key; then the old ones are dropped.
    const next = { id: 'next', key: Buffer.alloc(32, 9) };
    const nextIndexKey = Buffer.alloc(32, 8);
    const report = await resealPersonalData(
      database.db,
      new PersonalDataCodec([next, ...TEST_KEYS], nextIndexKey),
      'rotate',
      { batchSize: 3 },
    );
    expect(report.changed['donation_import_changes.iban']).toBeGreaterThan(0);
    expect(Object.keys(await countByKey(database.db))).toEqual(['next']);
    const rotated = await createTestApp(database, {
      env: {
        DATA_KEYS: `next:${next.key.toString('base64')}`,
        DATA_INDEX_KEY: nextIndexKey.toString('base64'),
      },
    });
    try {
      const done = await rollback(batch, rotated, await signInAs(rotated, 'admin@veldwerk.test'));
      expect(done.statusCode, done.body).toBe(200);
      const back = await read(a.id);
      expect(rotated.personalData.open(back.iban)).toBe(OLD);
      expect(back.ibanIndex).toBe(rotated.personalData.index('iban', OLD));
    } finally {
      await rotated.close();
      // Back under the test keys for the other tests of this file.
      await resealPersonalData(
        database.db,
        new PersonalDataCodec([...TEST_KEYS, next], TEST_INDEX_KEY),
        'rotate',
      );
    }
  });
});
