/**
 * Streaming file writers for the export layouts' file types. Each takes one row at a time and
 * waits for the output to drain, so however many donors a file holds, only a few rows are in
 * memory (figures in api/src/modules/exports/README.md):
 *
 * - csv: the layout's delimiter, enclosure and line ending (after every row, the last one too);
 *   a value is enclosed when it holds the delimiter, the enclosure, a space, tab, CR or LF, and
 *   an enclosure inside it is doubled (PHP's fputcsv, which the charities' files came from).
 * - xlsx: exceljs's streaming WorkbookWriter, inline strings (no shared-strings table in memory).
 * - ods: our own writer: a zip (yazl) whose `content.xml` is written row by row. exceljs has no
 *   ods and the only ods library on npm holds the whole sheet in memory (TOOLCHAIN.md).
 */
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import {
  LINE_ENDING_CHARACTERS,
  type FieldDelimiter,
  type FieldEnclosure,
  type LineEnding,
} from '@veldwerk/shared/domain';

export type FileFormat =
  | {
      type: 'csv';
      delimiter: FieldDelimiter;
      enclosure: FieldEnclosure;
      lineEnding: LineEnding;
    }
  | { type: 'xlsx' }
  | { type: 'ods' };

export interface RowWriter {
  row(cells: readonly string[]): Promise<void>;
  /** Writes what is left and ends the output. */
  end(): Promise<void>;
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
} as const;

/** Rows are collected up to this many characters before a write (fewer, larger writes). */
export const CSV_FLUSH_CHARS = 64 * 1024;

async function write(out: Writable, data: string | Buffer): Promise<void> {
  if (!out.write(data)) await once(out, 'drain');
}

/**
 * The quoting rule of one csv cell (PHP's fputcsv): enclosed when it holds the delimiter, the
 * enclosure, a space, tab, CR or LF, with the enclosure doubled inside. A charCode scan, no regex:
 * the COPY-based export (`copy-csv.ts`) runs it on every cell of a million rows.
 */
export function csvCellQuoter(
  delimiter: FieldDelimiter,
  enclosure: FieldEnclosure,
): (cell: string) => string {
  const delimiterCode = delimiter.charCodeAt(0);
  const enclosureCode = enclosure.charCodeAt(0);
  const doubled = enclosure + enclosure;
  return (cell) => {
    for (let i = 0; i < cell.length; i++) {
      const code = cell.charCodeAt(i);
      if (
        code === delimiterCode ||
        code === enclosureCode ||
        code === 32 || // space
        code === 9 || // tab
        code === 13 || // CR
        code === 10 // LF
      )
        return enclosure + cell.replaceAll(enclosure, doubled) + enclosure;
    }
    return cell;
  };
}

export function csvLine(
  cells: readonly string[],
  delimiter: FieldDelimiter,
  enclosure: FieldEnclosure,
  lineEnding: string,
): string {
  return cells.map(csvCellQuoter(delimiter, enclosure)).join(delimiter) + lineEnding;
}

function csvWriter(format: Extract<FileFormat, { type: 'csv' }>, out: Writable): RowWriter {
  const lineEnding = LINE_ENDING_CHARACTERS[format.lineEnding];
  const quote = csvCellQuoter(format.delimiter, format.enclosure);
  let pending = '';
  return {
    async row(cells) {
      pending += cells.map(quote).join(format.delimiter) + lineEnding;
      if (pending.length >= CSV_FLUSH_CHARS) {
        const text = pending;
        pending = '';
        await write(out, text);
      }
    },
    async end() {
      if (pending !== '') await write(out, pending);
      pending = '';
      out.end();
      await Promise.resolve();
    },
  };
}

function xlsxWriter(out: Writable): RowWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Export');
  return {
    async row(cells) {
      sheet.addRow([...cells]).commit();
      // exceljs writes into its zip without waiting for the output: let the output drain.
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

// XML 1.0 refuses these control characters even escaped; a donor's data never needs them.
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlText(value: string): string {
  return value
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const ODS_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
 <manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="${ODS_MIMETYPE}"/>
 <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>
`;
const ODS_CONTENT_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"' +
  ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"' +
  ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">' +
  '<office:body><office:spreadsheet><table:table table:name="Export">';
const ODS_CONTENT_TAIL =
  '</table:table></office:spreadsheet></office:body></office:document-content>\n';

function odsRow(cells: readonly string[]): string {
  let xml = '<table:table-row>';
  for (const cell of cells) {
    xml +=
      cell === ''
        ? '<table:table-cell/>'
        : `<table:table-cell office:value-type="string"><text:p>${xmlText(cell)}</text:p></table:table-cell>`;
  }
  return `${xml}</table:table-row>`;
}

function odsWriter(out: Writable, mtime: Date): RowWriter {
  const zip = new yazl.ZipFile();
  zip.outputStream.pipe(out);
  // The mimetype first and stored, so tools recognise the file from its first bytes.
  zip.addBuffer(Buffer.from(ODS_MIMETYPE), 'mimetype', { compress: false, mtime });
  zip.addBuffer(Buffer.from(ODS_MANIFEST), 'META-INF/manifest.xml', { mtime });
  const content = new PassThrough({ highWaterMark: 64 * 1024 });
  zip.addReadStream(content, 'content.xml', { mtime });
  zip.end();
  let pending = ODS_CONTENT_HEAD;
  return {
    async row(cells) {
      pending += odsRow(cells);
      if (pending.length >= CSV_FLUSH_CHARS) {
        const text = pending;
        pending = '';
        await write(content, text);
      }
    },
    async end() {
      await write(content, pending + ODS_CONTENT_TAIL);
      pending = '';
      content.end();
      await once(zip.outputStream, 'end');
    },
  };
}

/** A writer of `format` into `out`; `end()` ends `out`. */
export function createRowWriter(format: FileFormat, out: Writable, now: Date): RowWriter {
  switch (format.type) {
    case 'csv':
      return csvWriter(format, out);
    case 'xlsx':
      return xlsxWriter(out);
    case 'ods':
      return odsWriter(out, now);
  }
}
