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

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + (bytes[at + 2] ?? 0) * 65536;
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 65536 + u16be(bytes, at + 2);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** JPEG start-of-frame markers (C0–CF except DHT C4, JPG C8 and DAC CC) hold the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0–7, SOI, EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    // Start of scan before any frame header: not an image we can size.
    if (marker === 0xda) return undefined;
    const length = u16be(bytes, at + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Uint8Array): ImageSize | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = u16le(bytes, 21) + u16le(bytes, 23) * 65536;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

/**
 * The width and height an image declares in its header, read before anything decodes it (a few
 * bytes can declare billions of pixels). Undefined when the header cannot be read.
 */
export function imageSize(bytes: Uint8Array, type: StaticUploadType): ImageSize | undefined {
  let size: ImageSize | undefined;
  switch (type) {
    case 'image/png':
      size =
        bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR'
          ? { width: u32be(bytes, 16), height: u32be(bytes, 20) }
          : undefined;
      break;
    case 'image/gif':
      size = bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : undefined;
      break;
    case 'image/jpeg':
      size = jpegSize(bytes);
      break;
    case 'image/webp':
      size = webpSize(bytes);
      break;
  }
  return size !== undefined && size.width > 0 && size.height > 0 ? size : undefined;
}
