/**
 * Imports of donation changes (issue 17): `check` reads the file and answers the preview,
 * writing nothing; `import` reads it the same way, then in ONE transaction locks the donors,
 * plans again against the locked rows, and writes every change, its audit entry and the batch
 * that records each field's previous value — all of it or, on any failure (or a killed
 * process), none. `rollback` restores a batch's previous values in one transaction, refused when
 * any of its fields was changed again since.
 */
import {
  IMPORT_MESSAGES,
  type DonationImportResult,
  type ImportBatch,
  type ImportRowError,
} from '@veldwerk/shared/domain';
import type { AuditActor } from '../../db/audit/repo';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import type { PersonalDataCodec } from '../personal-data/codec';
import { fieldLabel, planChanges, readRows, type ParsedFile, type PlannedDonation } from './plan';
import { csvRows, MalformedFile, odsRows, xlsxRows, type ImportRow } from './readers';
import {
  batchChangesWithCurrent,
  findBatch,
  findImportTargets,
  insertBatch,
  insertChanges,
  lockBatch,
  markRolledBack,
  writeDonationsFields,
  type FieldChange,
} from './repo';
import { checkContent, refuse, type ReceivedImport } from './upload';
import { ZipRefusal } from './zip';

export interface ImportLimits {
  maxRows: number;
  maxUnzippedBytes: number;
}

function rowsOf(received: ReceivedImport, maxRows: number): AsyncIterable<ImportRow> {
  const { fields } = received;
  if (received.kind === 'csv') {
    return csvRows(received.path, {
      encoding: fields.csv_encoding ?? 'utf8',
      delimiter: fields.csv_delimiter ?? ',',
      enclosure: fields.csv_enclosure ?? '"',
    });
  }
  return received.kind === 'xlsx' ? xlsxRows(received.path) : odsRows(received.path, maxRows);
}

/** Checks the content against the extension, then reads and checks every row. */
export async function parseImport(
  received: ReceivedImport,
  limits: ImportLimits,
  now: Date,
): Promise<ParsedFile> {
  await checkContent(received, limits.maxUnzippedBytes);
  try {
    return await readRows(rowsOf(received, limits.maxRows), {
      mapping: received.fields.columns,
      hasTitleRow: received.fields.has_title_row === '1',
      maxRows: limits.maxRows,
      now,
    });
  } catch (error) {
    if (error instanceof MalformedFile) throw refuse('malformed', IMPORT_MESSAGES.malformed);
    if (error instanceof ZipRefusal) {
      throw error.reason === 'bomb'
        ? refuse('zip_bomb', IMPORT_MESSAGES.zipBomb)
        : refuse('malformed', IMPORT_MESSAGES.malformed);
    }
    throw error;
  }
}

const references = (parsed: ParsedFile) => [...parsed.rows.keys()];

const ibanIndexOf = (codec: PersonalDataCodec) => (plain: string) => codec.index('iban', plain);

/** The preview: what an import of this file would change. Writes nothing. */
export async function previewImport(
  db: Db,
  codec: PersonalDataCodec,
  parsed: ParsedFile,
): Promise<DonationImportResult> {
  const targets = await findImportTargets(db, references(parsed), parsed.fields, {
    forUpdate: false,
  });
  return { results: planChanges(parsed, targets, ibanIndexOf(codec)).result, batch: null };
}

/**
 * A planned donor's changes as written and recorded: a new IBAN sealed with its blind index into
 * the `iban` and `iban_index` columns, so the batch keeps the previous seal and index (a
 * rollback restores them exactly) and never a plain IBAN.
 */
function changesToWrite(codec: PersonalDataCodec, planned: PlannedDonation): FieldChange[] {
  if (planned.iban === undefined) return planned.changes;
  const stored = planned.target.values;
  const before = {
    value: (stored.iban as string | null) ?? null,
    index: (stored.iban_index as string | null) ?? null,
  };
  const sealed = codec.sealOrKeep('iban', planned.iban, before);
  return [
    ...planned.changes,
    { field: 'iban', previous: before.value, value: sealed.value },
    { field: 'iban_index', previous: before.index, value: sealed.index },
  ];
}

/** A real import refused because rows break their rules: spec §8's `message (code): …`. */
export class ImportRowsRefused extends Error {
  override name = 'ImportRowsRefused';
  constructor(readonly errors: readonly ImportRowError[]) {
    super(IMPORT_MESSAGES.rowErrors);
  }
}

export interface ApplyHooks {
  /** Called after each UPDATE with the donors written so far (tests stop the process here). */
  afterWrite?: (written: number) => Promise<void> | void;
}

/** The real import, all or nothing. */
export async function applyImport(
  db: Db,
  codec: PersonalDataCodec,
  actor: AuditActor,
  fileName: string,
  parsed: ParsedFile,
  hooks: ApplyHooks = {},
): Promise<DonationImportResult> {
  return db.transaction(async (tx) => {
    const targets = await findImportTargets(tx, references(parsed), parsed.fields, {
      forUpdate: true,
    });
    const plan = planChanges(parsed, targets, ibanIndexOf(codec));
    if (plan.result.errors.length > 0) throw new ImportRowsRefused(plan.result.errors);
    const batch = await insertBatch(tx, actor, {
      fileName,
      rowCount: parsed.total,
      donationCount: plan.donations.length,
    });
    const donors = plan.donations.map((planned) => ({
      donationId: planned.target.id,
      changes: changesToWrite(codec, planned),
    }));
    await writeDonationsFields(tx, actor, donors, 'apply', hooks.afterWrite);
    await insertChanges(
      tx,
      batch.id,
      donors.flatMap(({ donationId, changes }) =>
        changes.map((change) => ({ donationId, change })),
      ),
    );
    return { results: plan.result, batch: batch.id };
  });
}

const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a instanceof Date ? a.toISOString() : (a ?? null)) === JSON.stringify(b ?? null);

/** Restores every field of a batch, or refuses when one was changed again since. */
export async function rollbackBatch(db: Db, actor: AuditActor, id: number): Promise<ImportBatch> {
  await db.transaction(async (tx) => {
    const batch = await lockBatch(tx, id);
    if (batch === undefined) throw notFound(IMPORT_MESSAGES.batchNotFound);
    if (batch.rolledBackAt !== null) {
      throw new HttpError(409, 'already_rolled_back', IMPORT_MESSAGES.alreadyRolledBack);
    }
    const changes = await batchChangesWithCurrent(tx, id);
    // A sealed IBAN is judged by its blind index (its own change row): the same IBAN sealed
    // again (a key rotation) is no change.
    const changedSince = changes.filter(
      (change) => change.field !== 'iban' && !sameValue(change.current, change.value),
    );
    const [first] = changedSince;
    if (first !== undefined) {
      throw new HttpError(
        409,
        'changed_since',
        IMPORT_MESSAGES.changedSince(
          changedSince.length,
          `${first.referenceNumber ?? first.donationId}: ${fieldLabel(first.field)}`,
        ),
      );
    }
    const byDonation = new Map<number, FieldChange[]>();
    for (const change of changes) {
      const list = byDonation.get(change.donationId) ?? [];
      list.push({
        field: change.field,
        previous: change.previous as FieldChange['previous'],
        value: change.value as FieldChange['value'],
      });
      byDonation.set(change.donationId, list);
    }
    await writeDonationsFields(
      tx,
      actor,
      [...byDonation].map(([donationId, list]) => ({ donationId, changes: list })),
      'undo',
    );
    await markRolledBack(tx, id, actor);
  });
  const batch = await findBatch(db, id);
  if (batch === undefined) throw notFound(IMPORT_MESSAGES.batchNotFound);
  return batch;
}

/** `Regel 3, Bedrag: Maximaal 250 euro`. */
export function describeRowError(error: ImportRowError): string {
  return IMPORT_MESSAGES.rowError(error.line, fieldLabel(error.field), error.message);
}
