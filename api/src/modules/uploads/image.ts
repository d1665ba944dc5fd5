/**
 * A theme image is decoded and written anew before it is stored: what is kept is only the
 * pixels, in the same format. Whatever rode along — bytes after the image's end (an HTML page
 * glued to a PNG), text chunks, EXIF with a location — is gone, and a file that only looks like an
 * image fails here. Before decoding, the size the header declares is checked against the
 * configured maximum, so a few bytes declaring billions of pixels never reach the decoder; the
 * decoder gets the same limit (frames of an animation included) and a time limit.
 */
import sharp from 'sharp';
import type { StaticUploadType } from '@veldwerk/shared/domain';
import { HttpError } from '../../http/errors';
import { imageSize, type ImageSize } from './content';

const DECODE_TIMEOUT_SECONDS = 10;

const MEGAPIXELS = new Intl.NumberFormat('nl-NL', { maximumSignificantDigits: 3 });
const megapixels = (pixels: number): string => MEGAPIXELS.format(pixels / 1_000_000);

export const IMAGE_MESSAGES = {
  unreadable: 'De afbeelding kan niet worden gelezen: het bestand is beschadigd of onvolledig.',
  tooManyPixels: (size: ImageSize, maxPixels: number) =>
    `De afbeelding is te groot (${size.width} × ${size.height} pixels); ` +
    `maximaal ${megapixels(maxPixels)} megapixel.`,
} as const;

const unreadable = () => new HttpError(400, 'unreadable_image', IMAGE_MESSAGES.unreadable);

/** Refuses an image whose header declares more pixels than allowed (or cannot be read). */
export function checkDeclaredSize(
  bytes: Uint8Array,
  type: StaticUploadType,
  maxPixels: number,
): ImageSize {
  const size = imageSize(bytes, type);
  if (size === undefined) throw unreadable();
  if (size.width * size.height > maxPixels) {
    throw new HttpError(400, 'image_too_large', IMAGE_MESSAGES.tooManyPixels(size, maxPixels));
  }
  return size;
}

/** Decodes the image and encodes its pixels again in the same format, without metadata. */
export async function reencodeImage(
  bytes: Buffer,
  type: StaticUploadType,
  maxPixels: number,
): Promise<Buffer> {
  checkDeclaredSize(bytes, type, maxPixels);
  const animated = type === 'image/gif' || type === 'image/webp';
  try {
    // Headers only (no pixels decoded yet): how many frames of which size.
    const meta = await sharp(bytes, { animated }).metadata();
    const frames = meta.pages ?? 1;
    const frameHeight = meta.pageHeight ?? meta.height;
    if (meta.width * frameHeight * frames > maxPixels) {
      throw new HttpError(
        400,
        'image_too_large',
        IMAGE_MESSAGES.tooManyPixels(
          { width: meta.width, height: frameHeight * frames },
          maxPixels,
        ),
      );
    }
    const image = sharp(bytes, { limitInputPixels: maxPixels, animated, failOn: 'error' }).timeout({
      seconds: DECODE_TIMEOUT_SECONDS,
    });
    switch (type) {
      case 'image/png':
        return await image.png().toBuffer();
      case 'image/jpeg':
        // The EXIF orientation is applied to the pixels, since the EXIF itself is dropped.
        return await image.rotate().jpeg({ quality: 90 }).toBuffer();
      case 'image/gif':
        return await image.gif().toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 90 }).toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable();
  }
}
