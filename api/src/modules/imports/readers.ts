/**
 * The rows of an import file as a stream of `{ line, cells }`, whatever its format: csv through
 * iconv-lite and csv-parse, xlsx through exceljs's streaming reader, ods by a SAX parse of its
 * `content.xml`. Nothing holds the whole file; cells come out as the text a form would hold
 * (dates `dd/mm/yyyy`, numbers as written).
 */
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { FieldDelimiter, FieldEnclosure, ImportEncoding } from '@veldwerk/shared/domain';
import { readZipEntry, ZipRefusal } from './zip';

export interface ImportRow {
  /** The row's line in the file (csv: its last physical line; sheets: the row number). */
  line: number;
  cells: string[];
}

/** The file cannot be read as the format it claims (bad quoting, broken XML, …). */
export class MalformedFile extends Error {
  override name = 'MalformedFile';
}

const ICONV_NAMES: Record<ImportEncoding, string> = {
  utf8: 'utf8',
  utf16_le: 'utf16le',
  ANSI: 'windows1252',
};

/** One csv record may not exceed this many characters (a missing closing quote stops here). */
const MAX_RECORD_CHARS = 1024 * 1024;

export async function* csvRows(
  path: string,
  options: { encoding: ImportEncoding; delimiter: FieldDelimiter; enclosure: FieldEnclosure },
): AsyncGenerator<ImportRow> {
  const source = createReadStream(path);
  // Without `info` (it doubles csv-parse's time): blank lines come through as one empty cell
  // (skipped later), so a record's line is the previous one plus one plus its cells' newlines.
  const parser = parse({
    delimiter: options.delimiter,
    quote: options.enclosure,
    bom: true,
    relax_column_count: true,
    max_record_size: MAX_RECORD_CHARS,
    encoding: 'utf8',
  });
  source.on('error', (error) => parser.destroy(error));
  if (options.encoding === 'utf8') {
    // csv-parse reads UTF-8 bytes itself (and drops a byte order mark): no decoding to text
    // first that it would only encode back into bytes.
    source.pipe(parser);
  } else {
    const decoder = iconv.decodeStream(ICONV_NAMES[options.encoding], { stripBOM: true });
    decoder.on('error', (error: Error) => parser.destroy(error));
    source.pipe(decoder).pipe(parser);
  }
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1;
      for (const cell of record) {
        if (cell.includes('\n') || cell.includes('\r')) line += newlines(cell);
      }
      yield { line, cells: record };
    }
  } catch (error) {
    throw new MalformedFile(error instanceof Error ? error.message : String(error));
  } finally {
    source.destroy();
  }
}

const newlines = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0;

const pad = (n: number) => String(n).padStart(2, '0');

/** A spreadsheet cell as text: dates `dd/mm/yyyy`, rich text joined, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

export async function* xlsxRows(path: string): AsyncGenerator<ImportRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = row.values;
        const cells = Array.isArray(values)
          ? Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) =>
              cellText(values[i + 1]),
            )
          : [];
        yield { line: row.number, cells };
      }
      // Only the first sheet holds the changes.
      break;
    }
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    throw new MalformedFile(error instanceof Error ? error.message : String(error));
  }
}

const attr = (tag: SaxesTagPlain, name: string): string | undefined => {
  const value = tag.attributes[name];
  return typeof value === 'string' ? value : undefined;
};

/** Repeats above this are blank filler (a sheet's trailing 1,048,576 empty rows): never expanded. */
const count = (value: string | undefined): number => {
  const n = Number(value ?? '1');
  return Number.isInteger(n) && n > 0 ? n : 1;
};

function odsValue(tag: SaxesTagPlain): string | undefined {
  switch (attr(tag, 'office:value-type')) {
    case 'float':
    case 'percentage':
    case 'currency':
      return attr(tag, 'office:value');
    case 'date': {
      const date = attr(tag, 'office:date-value') ?? '';
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
      return m === null ? date : `${m[3]}/${m[2]}/${m[1]}`;
    }
    case 'boolean':
      return attr(tag, 'office:boolean-value');
    default:
      return undefined;
  }
}

/**
 * The first table of an ods file's `content.xml`, parsed as it streams. Repeated cells and rows
 * (`number-columns-repeated`, `number-rows-repeated`) expand only when they hold a value.
 */
export async function* odsRows(path: string, maxRows: number): AsyncGenerator<ImportRow> {
  const entry = await readZipEntry(path, 'content.xml');
  if (entry === undefined) throw new MalformedFile('content.xml missing');
  const { stream, close } = entry;
  const parser = new SaxesParser({ xmlns: false });
  const ready: ImportRow[] = [];
  let tables = 0;
  let inTable = false;
  let line = 0;
  let row: string[] | null = null;
  let rowRepeat = 1;
  let pendingBlanks = 0;
  let cell: { text: string[]; value: string | undefined; repeat: number } | null = null;
  let paragraph: string[] | null = null;

  parser.on('opentag', (tag) => {
    const name = tag.name;
    if (name === 'table:table') {
      tables += 1;
      inTable = tables === 1;
      return;
    }
    if (!inTable) return;
    if (name === 'table:table-row') {
      row = [];
      pendingBlanks = 0;
      rowRepeat = count(attr(tag, 'table:number-rows-repeated'));
    } else if (
      row !== null &&
      (name === 'table:table-cell' || name === 'table:covered-table-cell')
    ) {
      cell = {
        text: [],
        value: odsValue(tag),
        repeat: count(attr(tag, 'table:number-columns-repeated')),
      };
    } else if (cell !== null && name === 'text:p') {
      paragraph = [];
    } else if (paragraph !== null && name === 'text:s') {
      paragraph.push(' '.repeat(Math.min(count(attr(tag, 'text:c')), 1000)));
    } else if (paragraph !== null && name === 'text:tab') {
      paragraph.push('\t');
    } else if (paragraph !== null && name === 'text:line-break') {
      paragraph.push('\n');
    }
  });
  parser.on('text', (text) => {
    if (paragraph !== null) paragraph.push(text);
  });
  parser.on('closetag', (tag) => {
    const name = tag.name;
    if (name === 'table:table') {
      inTable = false;
      return;
    }
    if (!inTable) return;
    if (name === 'text:p' && cell !== null && paragraph !== null) {
      cell.text.push(paragraph.join(''));
      paragraph = null;
    } else if ((name === 'table:table-cell' || name === 'table:covered-table-cell') && cell) {
      const value = cell.value ?? cell.text.join('\n');
      if (row !== null) {
        if (value === '') {
          pendingBlanks += cell.repeat;
        } else {
          if (row.length + pendingBlanks + cell.repeat > 16_384) throw new MalformedFile('columns');
          for (let i = 0; i < pendingBlanks; i++) row.push('');
          pendingBlanks = 0;
          for (let i = 0; i < cell.repeat; i++) row.push(value);
        }
      }
      cell = null;
    } else if (name === 'table:table-row' && row !== null) {
      if (row.length === 0) {
        line += rowRepeat;
      } else {
        const repeat = Math.min(rowRepeat, maxRows + 1);
        for (let i = 0; i < repeat; i++) {
          line += 1;
          ready.push({ line, cells: row });
        }
        line += rowRepeat - repeat;
      }
      row = null;
    }
  });

  try {
    stream.setEncoding('utf8');
    for await (const chunk of stream as AsyncIterable<string>) {
      parser.write(chunk);
      yield* ready.splice(0);
    }
    parser.close();
    yield* ready.splice(0);
  } catch (error) {
    if (error instanceof ZipRefusal || error instanceof MalformedFile) throw error;
    throw new MalformedFile(error instanceof Error ? error.message : String(error));
  } finally {
    stream.destroy();
    close();
  }
}
