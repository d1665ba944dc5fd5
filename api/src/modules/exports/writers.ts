/**
 * Streaming file writers for the export layouts' file types. Each takes one row at a time and
 * waits for the output to drain, so however many donors a file holds, only a few rows are in
 * memory (figures in api/src/modules/exports/README.md):
 *
 * - csv: the layout's delimiter, enclosure and line ending (after every row, the last one too);
 *   a value is enclosed when it holds the delimiter, the enclosure, a space, tab, CR or LF, and
 *   an enclosure inside it is doubled (PHP's fputcsv, which the charities' files came from).
 * - xlsx and ods: our own writers: a zip (yazl) whose sheet is written row by row (`zipSheetWriter`);
 *   xlsx with inline strings (no shared-strings table in memory). exceljs's WorkbookWriter did
 *   not wait for its compression (a million rows held ~740 MB); exceljs has no ods, and the only
 *   ods library on npm holds the whole sheet in memory (TOOLCHAIN.md).
 */
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
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
  /** Takes a row; waits when the output is full. */
  row(cells: readonly string[]): Promise<void>;
  /**
   * Takes a row without waiting, for a caller that cannot wait while it reads (a COPY's chunk
   * callback); it waits with `drained` afterwards. What it gives is held until the output takes
   * it, so it gives a page at most.
   */
  rowNow(cells: readonly string[]): void;
  /** Waits until the output has taken what it was given. */
  drained(): Promise<void>;
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

/** The output of a file closed before the file was written (a download cancelled): it stops. */
export class OutputClosedError extends Error {
  constructor() {
    super('The output closed before the file was written');
  }
}

/**
 * Waits for `wait`, unless `output` — where the file ends up — closes first: then nothing will
 * come, so it throws `OutputClosedError` instead of waiting for ever.
 */
async function unlessClosed(
  output: Writable,
  wait: (signal: AbortSignal) => Promise<unknown>,
): Promise<void> {
  if (output.destroyed) throw new OutputClosedError();
  const controller = new AbortController();
  const { signal } = controller;
  try {
    await Promise.race([
      wait(signal),
      once(output, 'close', { signal }).then(() => {
        throw new OutputClosedError();
      }),
    ]);
  } finally {
    controller.abort();
  }
}

/**
 * Waits until `stream` takes more (see `unlessClosed` for `output`); throws at once when either
 * is gone (a destroyed stream never needs to drain: what is written to it is lost).
 */
export async function drainedOf(stream: Writable, output: Writable): Promise<void> {
  if (stream.destroyed || output.destroyed) throw new OutputClosedError();
  if (stream.writableNeedDrain)
    await unlessClosed(output, (signal) => once(stream, 'drain', { signal }));
}

/**
 * A RowWriter from how a row becomes text (`line`): rows collected up to `CSV_FLUSH_CHARS`
 * characters, then written to `stream` (fewer, larger writes); `output` is where the file ends
 * up (`stream` itself, or the download a zip is piped into); `finish` writes the rest and ends.
 */
function bufferedRowWriter(
  stream: Writable,
  output: Writable,
  head: string,
  line: (cells: readonly string[]) => string,
  finish: (rest: string) => Promise<void>,
): RowWriter {
  let pending = head;
  const rowNow = (cells: readonly string[]) => {
    pending += line(cells);
    if (pending.length >= CSV_FLUSH_CHARS) {
      stream.write(pending);
      pending = '';
    }
  };
  return {
    async row(cells) {
      rowNow(cells);
      await drainedOf(stream, output);
    },
    rowNow,
    drained: () => drainedOf(stream, output),
    async end() {
      const rest = pending;
      pending = '';
      await finish(rest);
    },
  };
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
  return bufferedRowWriter(
    out,
    out,
    '',
    (cells) => cells.map(quote).join(format.delimiter) + lineEnding,
    async (rest) => {
      if (rest !== '') out.write(rest);
      await drainedOf(out, out);
      out.end();
    },
  );
}

// XML 1.0 refuses these control characters even escaped; a donor's data never needs them.
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** What `xmlText` changes: most cells hold none of it and are answered as they are. */
// eslint-disable-next-line no-control-regex
const XML_SPECIAL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function xmlText(value: string): string {
  if (!XML_SPECIAL.test(value)) return value;
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

/**
 * A zip (yazl) of fixed `parts` plus one part written row by row (`streamed.name`): the sheet's
 * XML goes through a 64 KB stream that yazl deflates into `out`, so every write waits for the
 * compression and the download (exceljs's WorkbookWriter does not: at a million rows it held
 * ~740 MB waiting to be deflated). The first part is stored, not compressed (ods: `mimetype`).
 */
function zipSheetWriter(
  out: Writable,
  mtime: Date,
  parts: readonly (readonly [name: string, content: string])[],
  streamed: { name: string; head: string; tail: string; row: (cells: readonly string[]) => string },
): RowWriter {
  const zip = new yazl.ZipFile();
  zip.outputStream.pipe(out);
  parts.forEach(([name, content], index) => {
    zip.addBuffer(Buffer.from(content), name, { compress: index > 0, mtime });
  });
  const sheet = new PassThrough({ highWaterMark: 64 * 1024 });
  zip.addReadStream(sheet, streamed.name, { mtime });
  zip.end();
  return bufferedRowWriter(sheet, out, streamed.head, streamed.row, async (rest) => {
    sheet.end(rest + streamed.tail);
    await unlessClosed(out, (signal) => once(zip.outputStream, 'end', { signal }));
  });
}

function odsWriter(out: Writable, mtime: Date): RowWriter {
  return zipSheetWriter(
    out,
    mtime,
    [
      // The mimetype first and stored, so tools recognise the file from its first bytes.
      ['mimetype', ODS_MIMETYPE],
      ['META-INF/manifest.xml', ODS_MANIFEST],
    ],
    { name: 'content.xml', head: ODS_CONTENT_HEAD, tail: ODS_CONTENT_TAIL, row: odsRow },
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The parts of a one-sheet workbook besides the sheet (SpreadsheetML, ECMA-376 part 1). */
const XLSX_PARTS = [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="${XLSX_CONTENT_TYPE}.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${XLSX_CONTENT_TYPE}.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${XLSX_CONTENT_TYPE}.styles+xml"/>` +
      `</Types>`,
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS_NS}">` +
      `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/officeDocument" Target="xl/workbook.xml"/>` +
      `</Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${OFFICE_RELATIONSHIP}">` +
      `<sheets><sheet name="Export" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS_NS}">` +
      `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${OFFICE_RELATIONSHIP}/styles" Target="styles.xml"/>` +
      `</Relationships>`,
  ],
  [
    'xl/styles.xml',
    `${XML_HEAD}<styleSheet xmlns="${SPREADSHEET_NS}">` +
      `<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
      `<fills count="2"><fill><patternFill patternType="none"/></fill>` +
      `<fill><patternFill patternType="gray125"/></fill></fills>` +
      `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
      `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
      `<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>` +
      `</styleSheet>`,
  ],
] as const;

/** The column letters of a 0-based column index: A … Z, AA … */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** xlsx: every cell an inline string (no shared-strings table to hold), empty cells left out. */
function xlsxWriter(out: Writable, mtime: Date): RowWriter {
  const letters: string[] = [];
  let rowNumber = 0;
  return zipSheetWriter(out, mtime, XLSX_PARTS, {
    name: 'xl/worksheets/sheet1.xml',
    head: `${XML_HEAD}<worksheet xmlns="${SPREADSHEET_NS}"><sheetData>`,
    tail: '</sheetData></worksheet>',
    row(cells) {
      rowNumber += 1;
      let xml = `<row r="${rowNumber}">`;
      cells.forEach((cell, column) => {
        if (cell === '') return;
        letters[column] ??= columnLetters(column);
        // Leading or trailing spaces are kept only when the text says so.
        const space = cell.trim() === cell ? '' : ' xml:space="preserve"';
        xml += `<c r="${letters[column]}${rowNumber}" t="inlineStr"><is><t${space}>${xmlText(cell)}</t></is></c>`;
      });
      return `${xml}</row>`;
    },
  });
}

/** A writer of `format` into `out`; `end()` ends `out`. */
export function createRowWriter(format: FileFormat, out: Writable, now: Date): RowWriter {
  switch (format.type) {
    case 'csv':
      return csvWriter(format, out);
    case 'xlsx':
      return xlsxWriter(out, now);
    case 'ods':
      return odsWriter(out, now);
  }
}
