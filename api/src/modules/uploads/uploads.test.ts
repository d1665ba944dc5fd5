import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
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
import sharp from 'sharp';
import { imageSize, sniffImageType } from './content';
import { IMAGE_MESSAGES } from './image';
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

/** A small real image of each format, drawn by sharp (the same library the api re-encodes with). */
const drawn = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 31, g: 122, b: 77 } } });
const images = {
  jpeg: () => drawn(8, 6).jpeg().toBuffer(),
  gif: () => drawn(8, 6).gif().toBuffer(),
  webp: () => drawn(8, 6).webp().toBuffer(),
};

/** A PNG chunk with its length and checksum. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A PNG that is all header: it declares `width` × `height` pixels in a few dozen bytes. */
function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    PNG_BYTES.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(0))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated GIF of `frames` solid frames (literal LZW codes, a clear code every two pixels). */
function animatedGif(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const out: number[] = [...Buffer.from('GIF89a'), ...u16(width), ...u16(height), 0x80, 0, 0];
  out.push(0x1f, 0x7a, 0x4d, 0xff, 0xff, 0xff);
  out.push(0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0);
  const codes: number[] = [];
  for (let i = 0; i < width * height; i += 2) codes.push(4, 0, 0);
  codes.push(5);
  const data: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const code of codes) {
    acc |= code << bits;
    bits += 3;
    while (bits >= 8) {
      data.push(acc & 0xff);
      acc >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) data.push(acc & 0xff);
  for (let frame = 0; frame < frames; frame++) {
    out.push(0x21, 0xf9, 0x04, 0x00, 10, 0, 0, 0);
    out.push(0x2c, 0, 0, 0, 0, ...u16(width), ...u16(height), 0, 2);
    for (let i = 0; i < data.length; i += 255) {
      const part = data.slice(i, i + 255);
      out.push(part.length, ...part);
    }
    out.push(0);
  }
  out.push(0x3b);
  return Buffer.from(out);
}

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
    // Stored re-encoded: the same pixels, a file of the api's own making.
    const stored = readFileSync(join(dataDir, 'uploads', storedName));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const [row] = await database.db
      .select()
      .from(uploads)
      .where(eq(uploads.storedName, storedName));
    expect(row).toMatchObject({
      kind: 'static',
      originalName: 'mijn logo.png',
      mimeType: 'image/png',
      sizeBytes: stored.length,
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
    expect(served.rawPayload).toEqual(stored);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': UPLOAD_CSP,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(stored.length),
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
    ['logo.jpg', 'image/jpeg', images.jpeg, 'image/jpeg', 'jpg'],
    ['logo.gif', 'image/gif', images.gif, 'image/gif', 'gif'],
    ['logo.webp', 'image/webp', images.webp, 'image/webp', 'webp'],
  ])('accepts %s and serves it as %s', async (name, declared, image, served, extension) => {
    const response = await upload(name, declared, await image());
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

describe('image contents', () => {
  const storedFile = (response: { json: <T>() => T }) => {
    const { value } = response.json<{ value: string }>();
    return readFileSync(join(dataDir, 'uploads', value.split('/').pop() ?? ''));
  };

  it('refuses a PNG that declares 2³¹ × 2³¹ pixels in a few bytes, before decoding it', async () => {
    const bomb = declaredPng(2 ** 31, 2 ** 31);
    expect(bomb.length).toBeLessThan(80);
    const response = await upload('bom.png', 'image/png', bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'image_too_large',
        message:
          'De afbeelding is te groot (2147483648 × 2147483648 pixels); maximaal 25 megapixel.',
      },
    });
  });

  it('refuses beyond the configured maximum, frames of an animation counted together', async () => {
    const strict = await createTestApp(database, {
      env: { DATA_DIR: dataDir, UPLOAD_MAX_IMAGE_PIXELS: '2000' },
    });
    try {
      const as2 = await callers(strict);
      const send = async (name: string, type: string, bytes: Buffer) => {
        const { payload, headers } = multipartFile(STATIC_UPLOAD_FIELD, name, type, bytes);
        return as2.superAdministration('POST', '/api/upload/static', payload, headers);
      };
      const fits = await send('a.png', 'image/png', await drawn(50, 40).png().toBuffer());
      expect(fits.statusCode, fits.body).toBe(201);
      const tooWide = await send('b.png', 'image/png', await drawn(51, 40).png().toBuffer());
      expect(tooWide.statusCode).toBe(400);
      expect(tooWide.json()).toMatchObject({
        error: { message: IMAGE_MESSAGES.tooManyPixels({ width: 51, height: 40 }, 2000) },
      });
      expect(IMAGE_MESSAGES.tooManyPixels({ width: 51, height: 40 }, 2000)).toBe(
        'De afbeelding is te groot (51 × 40 pixels); maximaal 0,002 megapixel.',
      );
      // 30 × 30 per frame fits; five frames (4,500 pixels) do not.
      expect((await send('c.gif', 'image/gif', animatedGif(30, 30, 2))).statusCode).toBe(201);
      const animation = await send('d.gif', 'image/gif', animatedGif(30, 30, 5));
      expect(animation.statusCode, animation.body).toBe(400);
      expect(animation.json()).toMatchObject({ error: { code: 'image_too_large' } });
    } finally {
      await strict.close();
    }
  });

  it('keeps only the pixels: data after the image end, text chunks and EXIF are gone', async () => {
    const page = '<html><script>alert(document.cookie)</script></html>';
    const image = await drawn(8, 6).png().toBuffer();
    const iend = image.length - 12;
    const polyglot = Buffer.concat([
      image.subarray(0, iend),
      pngChunk('tEXt', Buffer.from(`Comment\0${page}`, 'latin1')),
      image.subarray(iend),
      Buffer.from(page),
    ]);
    const response = await upload('poly.png', 'image/png', polyglot);
    expect(response.statusCode, response.body).toBe(201);
    const stored = storedFile(response);
    expect(stored.includes('script')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 8, height: 6, format: 'png' });

    const withExif = await drawn(8, 6)
      .withExif({ IFD0: { Copyright: 'GEHEIM-EXIF', Artist: 'Locatie 52.37 4.89' } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes('GEHEIM-EXIF')).toBe(true);
    const jpeg = await upload('foto.jpg', 'image/jpeg', withExif);
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(storedFile(jpeg).includes('GEHEIM-EXIF')).toBe(false);
  });

  it('refuses a file that only starts like an image', async () => {
    const png = await drawn(8, 6).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(60, 0x41)]);
    const response = await upload('kapot.png', 'image/png', broken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message: IMAGE_MESSAGES.unreadable } });
    const noHeader = await upload('kort.png', 'image/png', PNG_BYTES.subarray(0, 12));
    expect(noHeader.statusCode).toBe(400);
  });

  it('reads the declared size of each format from its header', async () => {
    const size = { width: 9, height: 7 };
    const rgba = sharp({
      create: { ...size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    });
    const webpLossy = await drawn(9, 7).webp().toBuffer();
    const webpLossless = await rgba.clone().webp({ lossless: true }).toBuffer();
    const webpExtended = await rgba.clone().webp().toBuffer();
    expect(webpLossy.subarray(12, 16).toString()).toBe('VP8 ');
    expect(webpLossless.subarray(12, 16).toString()).toBe('VP8L');
    expect(webpExtended.subarray(12, 16).toString()).toBe('VP8X');
    expect(imageSize(await drawn(9, 7).png().toBuffer(), 'image/png')).toEqual(size);
    expect(imageSize(await drawn(9, 7).jpeg().toBuffer(), 'image/jpeg')).toEqual(size);
    expect(imageSize(await drawn(9, 7).gif().toBuffer(), 'image/gif')).toEqual(size);
    for (const webp of [webpLossy, webpLossless, webpExtended]) {
      expect(imageSize(webp, 'image/webp')).toEqual(size);
    }
    expect(imageSize(declaredPng(70000, 3), 'image/png')).toEqual({ width: 70000, height: 3 });
    expect(imageSize(declaredPng(0, 3), 'image/png')).toBeUndefined();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'image/jpeg')).toBeUndefined();
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
  it('recognises images by their first bytes only', async () => {
    expect(sniffImageType(PNG_BYTES)).toBe('image/png');
    expect(sniffImageType(await images.jpeg())).toBe('image/jpeg');
    expect(sniffImageType(await images.gif())).toBe('image/gif');
    expect(sniffImageType(await images.webp())).toBe('image/webp');
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
