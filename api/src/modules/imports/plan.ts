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
  /** By position in `ParsedFile.fields`; undefined for a blank cell (it changes nothing). */
  values: (ImportValue | undefined)[];
}

export interface ParsedFile {
  total: number;
  fields: ImportField[];
  /** Rows by reference number, in file order. */
  rows: Map<string, ParsedRow[]>;
  errors: ImportRowError[];
  errorCount: number;
}

/** Only white space (what `trim` removes), without making the trimmed copy. */
function isBlank(cell: string): boolean {
  for (let i = 0; i < cell.length; i++) {
    const code = cell.charCodeAt(i);
    // Beyond ASCII, trim() also removes a few Unicode spaces: let it decide.
    if (code > 127) return cell.trim() === '';
    if (code !== 32 && (code < 9 || code > 13)) return false;
  }
  return true;
}

const isBlankRow = (cells: readonly string[]) => cells.every(isBlank);

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
    const values = new Array<ImportValue | undefined>(fieldColumns.length);
    for (let at = 0; at < fieldColumns.length; at++) {
      const [index, field] = fieldColumns[at] as [number, ImportField];
      const cell = row.cells[index];
      if (cell === undefined || isBlank(cell)) continue;
      const result = parseImportCell(field, cell, options.now);
      if (result.ok) values[at] = result.value;
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
  /**
   * A new IBAN (normalised, plain): only in memory, sealed by the real import into the `iban`
   * and `iban_index` changes. Compared by blind index, so an equal IBAN is no change.
   */
  iban?: string;
}

export interface Plan {
  result: DonationImportResult['results'];
  donations: PlannedDonation[];
}

const SECURED_EDITABLE = new Set<string>(SECURED_EDITABLE_FIELDS);

/**
 * Compares the file's values with the donors found; nothing is written here. `ibanIndex` is the
 * blind index of a plain IBAN (the codec's), compared with the stored `iban_index`.
 */
export function planChanges(
  parsed: ParsedFile,
  targets: readonly ImportTarget[],
  ibanIndex: (plain: string) => string,
): Plan {
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
  const { fields } = parsed;
  const stateAt = fields.indexOf('state');
  const rejectAt = fields.indexOf('reject_state');
  const ibanAt = fields.indexOf('iban');

  for (const [reference, rows] of parsed.rows) {
    const found = byReference.get(reference);
    if (found === undefined) {
      unfound.push(reference);
      continue;
    }
    const row = rows[0];
    const target = found[0];
    if (rows.length > 1 || found.length > 1 || row === undefined || target === undefined) {
      doubles.push(reference);
      continue;
    }
    const { values } = row;
    const stored = target.values;
    // The reject reason follows the state (spec §4): the first applicable one by default, none
    // outside REJECTED; a reason the state does not allow names its row.
    let reject: RejectReason | null | undefined;
    const givenState = stateAt < 0 ? undefined : values[stateAt];
    const givenReason = rejectAt < 0 ? undefined : values[rejectAt];
    if (givenState !== undefined || givenReason !== undefined) {
      const state = (givenState ?? stored.state) as DonationState;
      const kept =
        state === 'REJECTED' && stored.state === 'REJECTED'
          ? (stored.reject_state as RejectReason | null)
          : null;
      const checked = checkRejectReason(
        state,
        (givenReason as RejectReason | undefined) ?? kept,
        target.lastExportDate !== null,
      );
      if (!checked.ok) {
        addError(row.line, 'reject_state', checked.message);
        continue;
      }
      reject = checked.value;
    }
    // A reason from the file keeps its column's place; one that follows the state comes last.
    const rejectInPlace = rejectAt >= 0 && values[rejectAt] !== undefined;
    const changes: FieldChange[] = [];
    let iban: string | undefined;
    // The first changed field a secured donor does not accept, in column order.
    let locked: string | undefined;
    for (let at = 0; at <= fields.length; at++) {
      let field: string;
      let value: ImportValue | null | undefined;
      if (at === fields.length) {
        if (rejectInPlace || reject === undefined) break;
        [field, value] = ['reject_state', reject];
      } else {
        field = fields[at] as ImportField;
        value = at !== rejectAt ? values[at] : rejectInPlace ? reject : undefined;
      }
      if (value === undefined) continue;
      if (at === ibanAt) {
        if (ibanIndex(value as string) === stored.iban_index) continue;
        iban = value as string;
      } else {
        const previous = stored[field] ?? null;
        if (previous === value) continue;
        changes.push({ field, previous, value });
      }
      if (locked === undefined && !SECURED_EDITABLE.has(field)) locked = field;
    }
    if (changes.length === 0 && iban === undefined) continue;
    const secured = isDonationSecured({
      state: stored.state as DonationState,
      last_export_date: target.lastExportDate,
    });
    if (secured && locked !== undefined) {
      addError(row.line, locked, DONATION_MESSAGES.securedRefusal);
      continue;
    }
    for (const change of changes) {
      const perField = (overwrites[change.field] ??= {});
      (perField[display(change.field, change.value)] ??= []).push(reference);
    }
    if (iban !== undefined) ((overwrites.iban ??= {})[iban] ??= []).push(reference);
    planned.push(iban === undefined ? { target, changes } : { target, changes, iban });
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
  // A batch records the IBAN's blind index as a change of its own: it is the IBAN's.
  return IMPORT_COLUMN_LABELS[field === 'iban_index' ? 'iban' : field] ?? field;
}
