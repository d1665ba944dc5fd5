import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_UPLOAD_FIELD } from '@veldwerk/shared/domain';
import { auditTrail } from '../../db/audit/repo';
import { uploads } from '../../db/schema';
import { callers, multipartFile, PNG_BYTES } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';
import { cleanOriginalName, UPLOAD_MESSAGES } from './service';
import { sniffImageType } from './content';
import { UPLOAD_CSP } from './routes';

const MAX_BYTES = 4096;
let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
let dataDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'veldwerk-uploads-'));
  app = await createTestApp(database, {
    env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) },
  });
  as = await callers(app);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(8),
]);

async function upload(
  filename: string,
  type: string,
  content: Buffer,
  field = STATIC_UPLOAD_FIELD,
  call = as.superAdministration,
) {
  const { payload, headers } = multipartFile(field, filename, type, content);
  return call('POST', '/api/upload/static', payload, headers);
}

describe('POST /api/upload/static', () => {
  it('stores a PNG under a random name and serves it back with its type', async () => {
    const response = await upload('../../mijn logo.png', 'image/png', PNG_BYTES);
    expect(response.statusCode, response.body).toBe(201);
    const { value } = response.json<{ value: string }>();
    expect(value).toMatch(/^\/api\/upload\/static\/[0-9a-f]{32}\.png$/);
    const storedName = value.split('/').pop() ?? '';

    // On disk under DATA_DIR/uploads, by the random name only.
    expect(readdirSync(join(dataDir, 'uploads'))).toContain(storedName);
    expect(readFileSync(join(dataDir, 'uploads', storedName))).toEqual(PNG_BYTES);

    const [row] = await database.db
      .select()
      .from(uploads)
      .where(eq(uploads.storedName, storedName));
    expect(row).toMatchObject({
      kind: 'static',
      originalName: 'mijn logo.png',
      mimeType: 'image/png',
      sizeBytes: PNG_BYTES.length,
    });
    const [entry] = await auditTrail(database.db, uploads, row?.id ?? '');
    expect(entry).toMatchObject({
      action: 'create',
      actorEmail: 'super.administration@veldwerk.test',
      changes: { stored_name: { from: null, to: storedName } },
    });

    // Served to anyone (the donor tablet shows the theme), as data only.
    const served = await as.anonymous('GET', value);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG_BYTES);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': UPLOAD_CSP,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(PNG_BYTES.length),
      'cross-origin-resource-policy': 'cross-origin',
    });
    const etag = served.headers.etag;
    expect(etag).toBe(`"${row?.sha256}"`);
    const again = await as.anonymous('GET', value, undefined, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    const head = await as.anonymous('HEAD', value);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['logo.jpg', 'image/jpeg', JPEG, 'image/jpeg', 'jpg'],
    ['logo.gif', 'image/gif', GIF, 'image/gif', 'gif'],
    ['logo.webp', 'image/webp', WEBP, 'image/webp', 'webp'],
  ])('accepts %s and serves it as %s', async (name, declared, bytes, served, extension) => {
    const response = await upload(name, declared, bytes);
    expect(response.statusCode, response.body).toBe(201);
    const { value } = response.json<{ value: string }>();
    expect(value.endsWith(`.${extension}`)).toBe(true);
    expect((await as.anonymous('GET', value)).headers['content-type']).toBe(served);
  });

  it('refuses a text file renamed .png, an SVG, and a type that does not match the content', async () => {
    const text = await upload('logo.png', 'image/png', Buffer.from('dit is geen afbeelding'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: { message: UPLOAD_MESSAGES.notImage } });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refusedSvg = await upload('logo.svg', 'image/svg+xml', svg);
    expect(refusedSvg.statusCode).toBe(415);
    expect(refusedSvg.json()).toMatchObject({ error: { message: UPLOAD_MESSAGES.notImage } });

    const mismatch = await upload('logo.jpg', 'image/jpeg', PNG_BYTES);
    expect(mismatch.statusCode).toBe(415);
    expect(mismatch.json()).toMatchObject({ error: { message: UPLOAD_MESSAGES.typeMismatch } });
  });

  it('refuses a file over the configured size, an empty file, and a request without the file', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_BYTES)]);
    const tooLarge = await upload('groot.png', 'image/png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      error: { code: 'file_too_large', message: 'Het bestand is te groot (maximaal 4 kB).' },
    });
    const empty = await upload('leeg.png', 'image/png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { message: UPLOAD_MESSAGES.empty } });
    const wrongField = await upload('logo.png', 'image/png', PNG_BYTES, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ error: { message: UPLOAD_MESSAGES.noFile } });
    const json = await as.superAdministration('POST', '/api/upload/static', { upload: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: { message: UPLOAD_MESSAGES.notMultipart } });
    // Nothing refused was stored.
    const stored = readdirSync(join(dataDir, 'uploads'));
    const rows = await database.db.select().from(uploads);
    expect(stored.length).toBe(rows.length);
  });

  it('is refused below super administration (403) and without a session (401)', async () => {
    expect(
      (await upload('logo.png', 'image/png', PNG_BYTES, STATIC_UPLOAD_FIELD, as.manager))
        .statusCode,
    ).toBe(403);
    expect(
      (await upload('logo.png', 'image/png', PNG_BYTES, STATIC_UPLOAD_FIELD, as.anonymous))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/upload/static/{name}', () => {
  it('answers 404 for unknown and malformed names', async () => {
    for (const name of [
      `${'0'.repeat(32)}.png`,
      '..%2F..%2Fpackage.json',
      'logo.png',
      `${'a'.repeat(32)}.svg`,
    ]) {
      expect((await as.anonymous('GET', `/api/upload/static/${name}`)).statusCode, name).toBe(404);
    }
  });
});

describe('upload content checks', () => {
  it('recognises images by their first bytes only', () => {
    expect(sniffImageType(PNG_BYTES)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('<svg/>'))).toBeUndefined();
    expect(sniffImageType(PNG_BYTES.subarray(0, 4))).toBeUndefined();
  });

  it('keeps only a clean file name as the label', () => {
    expect(cleanOriginalName('C:\\Users\\x\\logo.png')).toBe('logo.png');
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
    expect(cleanOriginalName('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanOriginalName('')).toBe('upload');
  });
});
