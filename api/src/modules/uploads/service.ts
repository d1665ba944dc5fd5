/**
 * Static uploads (theme images): a file is accepted only when its content is an image the theme
 * can show (magic bytes), the browser declared that same type, and it fits the size limit. It is
 * stored under a random name in the uploads folder — never under the uploader's name or path —
 * and recorded in `uploads`; the answer is the URL it is served back from.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { STATIC_UPLOAD_FIELD } from '@veldwerk/shared/domain';
import type { AuditActor } from '../../db/audit/repo';
import type { Db } from '../../db/client';
import type { UploadRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { declaredTypeMatches, IMAGE_EXTENSIONS, sniffImageType } from './content';
import { reencodeImage } from './image';
import { recordUpload } from './repo';

/** Where a stored static file is served (the value a theme setting holds). */
export const STATIC_UPLOAD_URL_PREFIX = '/api/upload/static/';
/** The names this api gives stored files: 32 hex characters and the content's extension. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export function staticUploadUrl(storedName: string): string {
  return `${STATIC_UPLOAD_URL_PREFIX}${storedName}`;
}

/** The stored name inside a theme value, when the value is one of our upload URLs. */
export function storedNameOf(url: string): string | undefined {
  if (!url.startsWith(STATIC_UPLOAD_URL_PREFIX)) return undefined;
  const name = url.slice(STATIC_UPLOAD_URL_PREFIX.length);
  return STORED_NAME_PATTERN.test(name) ? name : undefined;
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

export const UPLOAD_MESSAGES = {
  notMultipart: `Stuur het bestand als multipart/form-data in het veld ${STATIC_UPLOAD_FIELD}.`,
  noFile: `Kies een bestand om te uploaden (veld ${STATIC_UPLOAD_FIELD}).`,
  empty: 'Het bestand is leeg.',
  tooLarge: (maxBytes: number) => `Het bestand is te groot (maximaal ${megabytes(maxBytes)}).`,
  notImage: 'Dit bestand is geen afbeelding die het thema kan tonen (PNG, JPEG, GIF of WebP).',
  typeMismatch: 'Het opgegeven bestandstype past niet bij de inhoud van het bestand.',
} as const;

/** The uploader's file name, kept only as a label: no folders, no control characters. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' ? 'upload' : clean.slice(0, 255);
}

const isTooLarge = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the one file part; the size limit is enforced while reading. */
export async function readUpload(
  file: MultipartFile | undefined,
  maxBytes: number,
): Promise<{ bytes: Buffer; declaredType: string; originalName: string }> {
  if (file === undefined || file.fieldname !== STATIC_UPLOAD_FIELD) {
    if (file !== undefined) file.file.resume();
    throw new HttpError(400, 'no_file', UPLOAD_MESSAGES.noFile);
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) {
      throw new HttpError(413, 'file_too_large', UPLOAD_MESSAGES.tooLarge(maxBytes));
    }
    throw error;
  }
  if (file.file.truncated) {
    throw new HttpError(413, 'file_too_large', UPLOAD_MESSAGES.tooLarge(maxBytes));
  }
  return { bytes, declaredType: file.mimetype, originalName: cleanOriginalName(file.filename) };
}

/**
 * Stores a theme image: recognised by content, declared as what it is, within the pixel limit,
 * and re-encoded (`image.ts`) — the stored file holds the pixels and nothing else.
 */
export async function storeStaticUpload(
  db: Db,
  actor: AuditActor,
  limits: { dir: string; maxImagePixels: number },
  upload: { bytes: Buffer; declaredType: string; originalName: string },
): Promise<UploadRow> {
  const { dir } = limits;
  if (upload.bytes.length === 0) throw new HttpError(400, 'empty_file', UPLOAD_MESSAGES.empty);
  const type = sniffImageType(upload.bytes);
  if (type === undefined) throw new HttpError(415, 'not_an_image', UPLOAD_MESSAGES.notImage);
  if (!declaredTypeMatches(upload.declaredType, type)) {
    throw new HttpError(415, 'type_mismatch', UPLOAD_MESSAGES.typeMismatch);
  }
  const bytes = await reencodeImage(upload.bytes, type, limits.maxImagePixels);

  const storedName = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
  const path = join(dir, storedName);
  await mkdir(dir, { recursive: true });
  // `wx`: never overwrite; the name is new, so an existing file means something is wrong.
  await writeFile(path, bytes, { flag: 'wx', mode: 0o640 });
  try {
    return await recordUpload(db, actor, {
      kind: 'static',
      originalName: upload.originalName,
      storedName,
      mimeType: type,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  } catch (error) {
    await unlink(path).catch(() => undefined);
    throw error;
  }
}
