/** The `uploads` table: one row per stored file (the bytes live in `DATA_DIR/uploads`). */
import { and, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx } from '../../db/client';
import { uploads, type NewUploadRow, type UploadKind, type UploadRow } from '../../db/schema';

export async function recordUpload(
  db: Db,
  actor: AuditActor,
  values: Omit<NewUploadRow, 'id' | 'createdAt' | 'createdById'>,
): Promise<UploadRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(uploads)
      .values({ ...values, createdById: actor.id })
      .returning();
    if (row === undefined) throw new Error('Upload insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'create',
      table: uploads,
      recordId: row.id,
      after: row,
      ignore: ['created_at'],
    });
    return row;
  });
}

export async function findUpload(
  db: DbOrTx,
  kind: UploadKind,
  storedName: string,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.kind, kind), eq(uploads.storedName, storedName)));
  return row;
}

/** Removes an upload's row (audited); the caller removes the file once the transaction is done. */
export async function deleteUpload(tx: DbOrTx, actor: AuditActor, row: UploadRow): Promise<void> {
  await tx.delete(uploads).where(eq(uploads.id, row.id));
  await recordAudit(tx, {
    actor,
    action: 'delete',
    table: uploads,
    recordId: row.id,
    before: row,
    after: null,
    ignore: ['created_at'],
  });
}
