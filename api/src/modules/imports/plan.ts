/**
 * From rows to changes. `readRows` turns a file's rows into each reference number's parsed
 * values (every cell checked by the shared rule of its field); `planChanges` compares them with
 * the donors found and answers the preview: unfound and double reference numbers, per field the
 * new value → the reference numbers it changes, every rule a row breaks with its line and field.
 */
import { centsToEuro, isoToDisplayDate } from '@veldwerk/shared/validation';
import {
  checkImportReference,
  checkRejectReason,
  columnsFromTitles,
  DONATION_MESSAGES,
  IMPORT_COLUMN_LABELS,
  IMPORT_KEY_FIELD,
  IMPORT_MESSAGES,
  isDonationSecured,
  isImportField,
  parseImportCell,
  SECURED_EDITABLE_FIELDS,
  type DonationImportResult,
  type DonationState,
  type ImportField,
  type ImportRowError,
  type ImportValue,
  type RejectReason,
} from '@veldwerk/shared/domain';
import { InvalidInputError } from '../../http/errors';
import type { ImportRow } from './readers';
import type { FieldChange, ImportTarget } from './repo';
import { refuse } from './upload';

/** The preview lists this many row errors; the rest are counted. */
export const ERRORS_LISTED = 100;

export interface ParsedRow {
  line: number;
  reference: string;
  values: Map<ImportField, ImportValue>;
}

export interface ParsedFile {
  total: number;
  fields: ImportField[];
  /** Rows by reference number, in file order. */
  rows: Map<string, ParsedRow[]>;
  errors: ImportRowError[];
  errorCount: number;
}

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The mapping the form sent, else the title row's names; refused when it names no reference. */
function resolveColumns(mapping: readonly string[], titles: readonly string[] | null): string[] {
  const columns =
    mapping.length > 0
      ? mapping.map((name) => name.trim())
      : titles
        ? columnsFromTitles(titles)
        : [];
  const seen = new Set<string>();
  const issues = [];
  for (const [index, name] of columns.entries()) {
    if (name === '') continue;
    if (name !== IMPORT_KEY_FIELD && !isImportField(name)) {
      issues.push({ path: ['columns', index], message: IMPORT_MESSAGES.unknownColumn(name) });
    } else if (seen.has(name)) {
      issues.push({ path: ['columns', index], message: IMPORT_MESSAGES.columnTwice(name) });
    }
    seen.add(name);
  }
  if (issues.length > 0) throw new InvalidInputError(issues);
  if (!seen.has(IMPORT_KEY_FIELD)) {
    throw new InvalidInputError([
      { path: ['columns'], message: IMPORT_MESSAGES.noReferenceColumn },
    ]);
  }
  return columns;
}

/** Reads and checks every row; the whole file is read before anything is looked up. */
export async function readRows(
  rows: AsyncIterable<ImportRow>,
  options: { mapping: readonly string[]; hasTitleRow: boolean; maxRows: number; now: Date },
): Promise<ParsedFile> {
  const parsed: ParsedFile = { total: 0, fields: [], rows: new Map(), errors: [], errorCount: 0 };
  let columns: string[] | null = null;
  let referenceIndex = -1;
  const fieldColumns: [number, ImportField][] = [];
  const addError = (line: number, field: string, message: string) => {
    parsed.errorCount += 1;
    if (parsed.errors.length < ERRORS_LISTED) parsed.errors.push({ line, field, message });
  };
  for await (const row of rows) {
    if (isBlankRow(row.cells)) continue;
    if (columns === null) {
      columns = resolveColumns(options.mapping, options.hasTitleRow ? row.cells : null);
      referenceIndex = columns.indexOf(IMPORT_KEY_FIELD);
      for (const [index, name] of columns.entries()) {
        if (isImportField(name)) fieldColumns.push([index, name]);
      }
      parsed.fields = fieldColumns.map(([, field]) => field);
      if (options.hasTitleRow) continue;
    }
    parsed.total += 1;
    if (parsed.total > options.maxRows) {
      throw refuse('too_many_rows', IMPORT_MESSAGES.tooManyRows(options.maxRows));
    }
    const reference = (row.cells[referenceIndex] ?? '').trim();
    const referenceProblem = checkImportReference(reference);
    if (referenceProblem !== undefined) {
      addError(row.line, IMPORT_KEY_FIELD, referenceProblem);
      continue;
    }
    const values = new Map<ImportField, ImportValue>();
    for (const [index, field] of fieldColumns) {
      const cell = row.cells[index] ?? '';
      if (cell.trim() === '') continue;
      const result = parseImportCell(field, cell, options.now);
      if (result.ok) values.set(field, result.value);
      else addError(row.line, field, result.message);
    }
    const list = parsed.rows.get(reference);
    if (list === undefined) parsed.rows.set(reference, [{ line: row.line, reference, values }]);
    else list.push({ line: row.line, reference, values });
  }
  if (columns === null) throw refuse('empty_file', IMPORT_MESSAGES.empty);
  return parsed;
}

/** How a value shows in the preview (as the forms show it). */
function display(field: string, value: ImportValue | null): string {
  if (value === null) return '';
  if (field === 'amount' && typeof value === 'number') return centsToEuro(value);
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  if (field.endsWith('_date') && typeof value === 'string') return isoToDisplayDate(value);
  return String(value);
}

export interface PlannedDonation {
  target: ImportTarget;
  changes: FieldChange[];
}

export interface Plan {
  result: DonationImportResult['results'];
  donations: PlannedDonation[];
}

const SECURED_EDITABLE = new Set<string>(SECURED_EDITABLE_FIELDS);

/** Compares the file's values with the donors found; nothing is written here. */
export function planChanges(parsed: ParsedFile, targets: readonly ImportTarget[]): Plan {
  const byReference = new Map<string, ImportTarget[]>();
  for (const target of targets) {
    const list = byReference.get(target.referenceNumber);
    if (list === undefined) byReference.set(target.referenceNumber, [target]);
    else list.push(target);
  }
  const errors = [...parsed.errors];
  let errorCount = parsed.errorCount;
  const addError = (line: number, field: string, message: string) => {
    errorCount += 1;
    if (errors.length < ERRORS_LISTED) errors.push({ line, field, message });
  };
  const unfound: string[] = [];
  const doubles: string[] = [];
  const overwrites: Record<string, Record<string, string[]>> = {};
  const planned: PlannedDonation[] = [];

  for (const [reference, rows] of parsed.rows) {
    const found = byReference.get(reference) ?? [];
    if (found.length === 0) {
      unfound.push(reference);
      continue;
    }
    const [row] = rows;
    const [target] = found;
    if (rows.length > 1 || found.length > 1 || row === undefined || target === undefined) {
      doubles.push(reference);
      continue;
    }
    const next = new Map<string, ImportValue | null>(row.values);
    // The reject reason follows the state (spec §4): the first applicable one by default, none
    // outside REJECTED; a reason the state does not allow names its row.
    if (next.has('state') || next.has('reject_state')) {
      const state = (next.get('state') ?? target.values.state) as DonationState;
      const given = next.get('reject_state') as RejectReason | undefined;
      const kept =
        state === 'REJECTED' && target.values.state === 'REJECTED'
          ? (target.values.reject_state as RejectReason | null)
          : null;
      const reject = checkRejectReason(state, given ?? kept, target.lastExportDate !== null);
      if (!reject.ok) {
        addError(row.line, 'reject_state', reject.message);
        continue;
      }
      next.set('reject_state', reject.value);
    }
    const changes: FieldChange[] = [];
    for (const [field, value] of next) {
      const previous = target.values[field] ?? null;
      if (previous === value) continue;
      changes.push({ field, previous, value });
    }
    if (changes.length === 0) continue;
    const secured = isDonationSecured({
      state: target.values.state as DonationState,
      last_export_date: target.lastExportDate?.toISOString() ?? null,
    });
    const locked = secured
      ? changes.find((change) => !SECURED_EDITABLE.has(change.field))
      : undefined;
    if (locked !== undefined) {
      addError(row.line, locked.field, DONATION_MESSAGES.securedRefusal);
      continue;
    }
    for (const change of changes) {
      const perField = (overwrites[change.field] ??= {});
      (perField[display(change.field, change.value)] ??= []).push(reference);
    }
    planned.push({ target, changes });
  }
  return {
    result: {
      total: parsed.total,
      unfound,
      double_reference_numbers: doubles,
      overwrites,
      errors,
      errors_truncated: errorCount - errors.length,
      changed: planned.length,
    },
    donations: planned,
  };
}

/** The label a field's column carries in messages (`Regel 3, Bedrag: …`). */
export function fieldLabel(field: string): string {
  return IMPORT_COLUMN_LABELS[field] ?? field;
}
