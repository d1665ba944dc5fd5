/**
 * What an uploaded file really is, read from its first bytes (magic numbers), not from its name
 * or the type the browser declared. Only raster images the theme can show are recognised; SVG is
 * not (it can carry scripts, and this api does not sanitize it), so it is refused.
 */
import type { StaticUploadType } from '@veldwerk/shared/domain';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The image type of the content, or undefined when it is none of the accepted ones. */
export function sniffImageType(bytes: Uint8Array): StaticUploadType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}

/** The extension a stored file gets (from its content's type). */
export const IMAGE_EXTENSIONS: Readonly<Record<StaticUploadType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The declared types a browser may send for each content type. */
const DECLARED_ALIASES: Readonly<Record<StaticUploadType, readonly string[]>> = {
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg', 'image/pjpeg', 'image/jpg'],
  'image/gif': ['image/gif'],
  'image/webp': ['image/webp'],
};

export function declaredTypeMatches(declared: string, actual: StaticUploadType): boolean {
  const type = declared.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return DECLARED_ALIASES[actual].includes(type);
}
