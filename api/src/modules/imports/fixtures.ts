/**
 * Files for the import tests and the benchmark: a minimal zip writer (for ods files and zip
 * bombs), an ods sheet, an xlsx sheet (exceljs), and the multipart body of `POST update-donations`.
 * Test support only; the api never writes these.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export interface ZipInput {
  name: string;
  data: Buffer;
  /** Store instead of deflate (an ods `mimetype` must be stored). */
  store?: boolean;
  /** Claim this uncompressed size in the headers instead of the real one (a lying header). */
  claimedSize?: number;
}

export function zipFile(entries: readonly ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.store === true ? entry.data : deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.claimedSize ?? entry.data.length;
    const method = entry.store === true ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An ods spreadsheet whose first sheet holds `rows` as text cells (and trailing filler). */
export function odsFile(rows: readonly (readonly string[])[]): Buffer {
  const body = rows
    .map(
      (cells) =>
        `<table:table-row>${cells
          .map((cell) =>
            cell === ''
              ? '<table:table-cell/>'
              : `<table:table-cell office:value-type="string"><text:p>${escapeXml(cell)}</text:p></table:table-cell>`,
          )
          .join('')}<table:table-cell table:number-columns-repeated="1020"/></table:table-row>`,
    )
    .join('');
  const content =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">' +
    '<office:body><office:spreadsheet><table:table table:name="Blad1">' +
    body +
    '<table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>' +
    '</table:table></office:spreadsheet></office:body></office:document-content>';
  return zipFile([
    {
      name: 'mimetype',
      data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet'),
      store: true,
    },
    { name: 'content.xml', data: Buffer.from(content, 'utf8') },
  ]);
}

/** An xlsx workbook whose first sheet holds `rows`. */
export async function xlsxFile(rows: readonly (readonly (string | number | Date)[])[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Blad1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The multipart body of `POST update-donations`. */
export function importBody(
  file: { name: string; content: Buffer; type?: string },
  fields: Readonly<Record<string, string | readonly string[]>>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----veldwerk${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="donation_import[file]"; ` +
        `filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  ];
  for (const [name, value] of Object.entries(fields)) {
    const values = typeof value === 'string' ? [value] : value;
    const key =
      typeof value === 'string' ? `donation_import[${name}]` : `donation_import[${name}][]`;
    for (const one of values) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${one}\r\n`,
        ),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
