/**
 * The xlsx and ods writers on their own: what a spreadsheet program reads back (exceljs's loader
 * for xlsx, the zip's parts for ods), and that they wait for a slow output instead of holding
 * the sheet in memory.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, createRowWriter, OutputClosedError, type FileFormat } from './writers';

async function fileOf(format: FileFormat, rows: readonly (readonly string[])[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = createRowWriter(format, out, new Date('2026-11-25T12:00:00Z'));
  for (const row of rows) await writer.row(row);
  await writer.end();
  return Buffer.concat(chunks);
}

describe('xlsx writer', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes a workbook that reads back cell for cell: text, empty cells, spaces, markup, 30 columns', async () => {
    const wide = Array.from({ length: 30 }, (_, index) => `k${index}`);
    const rows = [
      ['Naam', 'Plaats', 'Opmerking'],
      ['Zoë <Müller> & "zn"', '', '  met spaties  '],
      ["'=1+1", 'Den Haag', ''],
      wide,
    ];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await fileOf({ type: 'xlsx' }, rows)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Export');
    const read = (address: string) => sheet?.getCell(address).value ?? null;
    expect(read('A1')).toBe('Naam');
    expect(read('A2')).toBe('Zoë <Müller> & "zn"');
    expect(read('B2')).toBeNull();
    expect(read('C2')).toBe('  met spaties  ');
    expect(read('A3')).toBe("'=1+1");
    expect(read('B3')).toBe('Den Haag');
    expect(read('AD4')).toBe('k29');
    expect(sheet?.rowCount).toBe(4);
  });

  it('lets the file flow out while rows are written: it waits for the compression, not only the output', async () => {
    // A fast output: the compression is the slow part. A writer that does not wait for it
    // (exceljs's WorkbookWriter) queues the whole sheet and sends nearly nothing until the end.
    let received = 0;
    const fast = new Writable({
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done();
      },
    });
    const writer = createRowWriter({ type: 'xlsx' }, fast, new Date());
    let state = 0x2545f491;
    const noise = () => {
      // xorshift32: text that deflates poorly, so what is compressed is about what is sent.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0).toString(36);
    };
    for (let row = 0; row < 30_000; row++) await writer.row([noise(), noise(), noise(), noise()]);
    const beforeEnd = received;
    await writer.end();
    expect(received).toBeGreaterThan(500_000);
    expect(beforeEnd / received).toBeGreaterThan(0.5);
  });
});

describe('a download cancelled half-way', () => {
  it('stops every writer with OutputClosedError instead of waiting for ever', async () => {
    for (const format of [
      { type: 'csv', delimiter: ';', enclosure: '"', lineEnding: 'LF' },
      { type: 'xlsx' },
      { type: 'ods' },
    ] as const) {
      // An output that takes one chunk and then nothing more, like a stalled download.
      const out = new Writable({ highWaterMark: 1024, write: () => undefined });
      const writer = createRowWriter(format, out, new Date());
      // Text that deflates poorly, so the compressed sheet fills the output as well.
      const rows = Array.from({ length: 3000 }, () => [randomBytes(60).toString('base64')]);
      for (const row of rows) writer.rowNow(row);
      const waiting = writer.drained();
      out.destroy();
      await expect(waiting, format.type).rejects.toBeInstanceOf(OutputClosedError);
      await expect(writer.row(['nog een']), format.type).rejects.toBeInstanceOf(OutputClosedError);
    }
  });
});
