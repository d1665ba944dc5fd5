/**
 * Receiving `POST update-donations`: the multipart parts in any order, the file spooled to a
 * private temporary folder while its size is counted (the options may come after it), the
 * fields checked by the shared schema, and the file's content checked against its extension.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  donationImportFieldsSchema,
  IMPORT_MESSAGES,
  type DonationImportFields,
} from '@veldwerk/shared/domain';
import { HttpError, InvalidInputError } from '../../http/errors';
import { cleanOriginalName } from '../uploads/service';
import { checkZip, ZipRefusal, type ZipSummary } from './zip';

export type ImportKind = 'csv' | 'xlsx' | 'ods';

export interface ReceivedImport {
  path: string;
  fileName: string;
  kind: ImportKind;
  fields: DonationImportFields;
  /** Removes the temporary copy. */
  dispose(): Promise<void>;
}

const FILE_FIELD = 'donation_import[file]';
const FIELD_NAME = /^donation_import\[([a-z_]+)\](\[\])?$/;

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

export const refuse = (code: string, message: string, status = 400) =>
  new HttpError(status, code, message);

function kindOf(name: string): ImportKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' || extension === 'ods' ? extension : undefined;
}

/** Reads the request's parts; the file goes to a temporary folder (removed by `dispose`). */
export async function receiveImport(
  request: FastifyRequest,
  maxBytes: number,
): Promise<ReceivedImport> {
  if (!request.isMultipart()) throw refuse('not_multipart', IMPORT_MESSAGES.notMultipart, 415);
  const folder = await mkdtemp(join(tmpdir(), 'veldwerk-import-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    const raw: Record<string, string | string[]> = {};
    let file: { path: string; name: string; size: number } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD || file !== undefined) {
          part.file.resume();
          continue;
        }
        const path = join(folder, randomBytes(16).toString('hex'));
        try {
          await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
        } catch (error) {
          if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw refuse('file_too_large', IMPORT_MESSAGES.tooLarge(megabytes(maxBytes)), 413);
          }
          throw error;
        }
        if (part.file.truncated) {
          throw refuse('file_too_large', IMPORT_MESSAGES.tooLarge(megabytes(maxBytes)), 413);
        }
        file = { path, name: cleanOriginalName(part.filename), size: part.file.bytesRead };
        continue;
      }
      const match = FIELD_NAME.exec(part.fieldname);
      if (match === null || typeof part.value !== 'string') continue;
      const [, key = '', list] = match;
      if (list !== undefined) {
        const existing = raw[key];
        raw[key] = [...(Array.isArray(existing) ? existing : []), part.value];
      } else {
        raw[key] = part.value;
      }
    }
    if (file === undefined) {
      throw new InvalidInputError([{ path: ['file'], message: IMPORT_MESSAGES.noFile }]);
    }
    const parsed = donationImportFieldsSchema.safeParse(raw);
    if (!parsed.success) throw new InvalidInputError(parsed.error.issues);
    if (file.size === 0) throw refuse('empty_file', IMPORT_MESSAGES.empty);
    const kind = kindOf(file.name);
    if (kind === undefined) throw refuse('unsupported_type', IMPORT_MESSAGES.unsupportedType);
    return { path: file.path, fileName: file.name, kind, fields: parsed.data, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const BINARY_MAGIC = [
  ZIP,
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), // OLE: .xls, .doc
  Buffer.from('%PDF'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  Buffer.from('GIF8'),
  Buffer.from([0x1f, 0x8b]), // gzip
];
const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const SNIFF_BYTES = 64 * 1024;

async function head(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Refuses a file whose content is not what its extension says: a csv must be text in the chosen
 * encoding (no archive or image, no NUL bytes unless UTF-16), an xlsx a zip holding a workbook,
 * an ods a zip whose `mimetype` is a spreadsheet. Zip files are inflated once within the limits.
 */
export async function checkContent(
  received: ReceivedImport,
  maxUnzippedBytes: number,
): Promise<void> {
  const start = await head(received.path);
  const mismatch = () => refuse('content_mismatch', IMPORT_MESSAGES.contentMismatch(received.kind));
  if (received.kind === 'csv') {
    if (BINARY_MAGIC.some((magic) => start.subarray(0, magic.length).equals(magic))) {
      throw mismatch();
    }
    const encoding = received.fields.csv_encoding ?? 'utf8';
    if (encoding !== 'utf16_le' && start.includes(0)) throw mismatch();
    if (encoding === 'utf16_le' && start.length % 2 === 1 && start.length < SNIFF_BYTES) {
      throw mismatch();
    }
    return;
  }
  if (!start.subarray(0, 4).equals(ZIP)) throw mismatch();
  let summary: ZipSummary;
  try {
    summary = await checkZip(received.path, { maxUnzippedBytes });
  } catch (error) {
    if (error instanceof ZipRefusal) {
      throw error.reason === 'bomb'
        ? refuse('zip_bomb', IMPORT_MESSAGES.zipBomb)
        : refuse('malformed', IMPORT_MESSAGES.malformed);
    }
    throw error;
  }
  if (received.kind === 'xlsx') {
    if (!summary.names.has('xl/workbook.xml') || !summary.names.has('[Content_Types].xml')) {
      throw mismatch();
    }
    return;
  }
  if (summary.small.get('mimetype')?.trim() !== ODS_MIMETYPE || !summary.names.has('content.xml')) {
    throw mismatch();
  }
}
