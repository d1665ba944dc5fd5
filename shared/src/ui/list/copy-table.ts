/**
 * Copying the table (spec §2 toolbar): the header and the visible columns of every loaded row as
 * tab-separated text, which spreadsheets paste into cells — every row of the current filter,
 * fetched page by page, not only the rows scrolled into view so far.
 */
import type { ListColumn } from './list-column';

/** The most rows one copy fetches (pages of 100); beyond it the message says how many. */
export const COPY_MAX_ROWS = 10_000;

/** Tabs and line breaks inside a value would split cells and rows. */
function cell(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ').trim();
}

export function tableToTsv<Row>(columns: readonly ListColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => cell(column.title)).join('\t')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.text(row))).join('\t'));
  return lines.join('\n');
}

/** Writes text to the clipboard; falls back to a hidden textarea where the API is missing. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}
