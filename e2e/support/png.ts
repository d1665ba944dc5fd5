import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG (signature, IHDR, IDAT, IEND with their checksums), drawn pixel by pixel: a logo
 * the browser decodes and shows, built in the test instead of kept as a binary file.
 */
export function pngImage(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter and interlace methods stay 0
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter type: none
    for (let x = 0; x < width; x++) rows.push(...pixel(x, y));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 120×60 logo: a green field with a white bar, so a preview is plainly visible. */
export function logoPng(): Buffer {
  return pngImage(120, 60, (x, y) =>
    y > 24 && y < 36 && x > 16 && x < 104 ? [255, 255, 255] : [31, 122, 77],
  );
}
