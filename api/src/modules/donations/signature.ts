/**
 * Donor signatures: `POST upload/signature` stores the image the tablet sends (checked by
 * content exactly like theme images: magic bytes, declared type, pixel limit, re-encoded) under
 * a random name; `GET upload/signature/{name}` serves it to ROLE_ADMIN only, never cached by
 * shared caches.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditActor } from '../../db/audit/repo';
import type { Db } from '../../db/client';
import type { UploadRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { declaredTypeMatches, IMAGE_EXTENSIONS, sniffImageType } from '../uploads/content';
import { reencodeImage } from '../uploads/image';
import { recordUpload } from '../uploads/repo';
import { UPLOAD_MESSAGES } from '../uploads/service';

export async function storeSignature(
  db: Db,
  actor: AuditActor,
  limits: { dir: string; maxImagePixels: number },
  upload: { bytes: Buffer; declaredType: string; originalName: string },
): Promise<UploadRow> {
  if (upload.bytes.length === 0) throw new HttpError(400, 'empty_file', UPLOAD_MESSAGES.empty);
  const type = sniffImageType(upload.bytes);
  if (type === undefined) throw new HttpError(415, 'not_an_image', UPLOAD_MESSAGES.notImage);
  if (!declaredTypeMatches(upload.declaredType, type)) {
    throw new HttpError(415, 'type_mismatch', UPLOAD_MESSAGES.typeMismatch);
  }
  const bytes = await reencodeImage(upload.bytes, type, limits.maxImagePixels);
  const storedName = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
  const path = join(limits.dir, storedName);
  await mkdir(limits.dir, { recursive: true });
  await writeFile(path, bytes, { flag: 'wx', mode: 0o640 });
  try {
    return await recordUpload(db, actor, {
      kind: 'signature',
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
