/** Settings (spec §3): the list, one setting by type and key, and the audited value update. */
import { and, eq } from 'drizzle-orm';
import { settingListContract, type Setting, type SettingType } from '@veldwerk/shared/domain';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';
import { listPage, type ListSourceOf, type PreparedList } from '../../db/list/page';

const settingColumns = { type: settings.type, key: settings.key, value: settings.value };

/** Keys are unique within a type and there is one type, so `key` breaks ties. */
export const settingListSource: ListSourceOf<Setting, typeof settingListContract> = {
  contract: settingListContract,
  id: { column: settings.key, value: (row) => row.key },
  sorts: {
    key: { column: settings.key, value: (row) => row.key },
    type: { column: settings.type, value: (row) => row.type },
  },
  filters: { type: settings.type, key: settings.key },
};

export function listSettings(db: Db, list: PreparedList<Setting>) {
  return listPage(list, {
    rows: (query) =>
      db
        .select(settingColumns)
        .from(settings)
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
    count: (where) => db.$count(settings, where),
  });
}

const byTypeAndKey = (type: string, key: string) =>
  and(eq(settings.type, type as SettingType), eq(settings.key, key));

export async function findSetting(
  db: DbOrTx,
  type: string,
  key: string,
): Promise<Setting | undefined> {
  const [row] = await db.select(settingColumns).from(settings).where(byTypeAndKey(type, key));
  return row;
}

/** Updates a setting's value; undefined when it does not exist. */
export async function updateSetting(
  db: Db,
  actor: AuditActor,
  type: string,
  key: string,
  value: string,
): Promise<Setting | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(settingColumns)
      .from(settings)
      .where(byTypeAndKey(type, key))
      .for('update');
    if (before === undefined) return undefined;
    const [after] = await tx
      .update(settings)
      .set({ value, updatedAt: new Date() })
      .where(byTypeAndKey(type, key))
      .returning(settingColumns);
    if (after === undefined) throw new Error('Setting update returned no row');
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: settings,
      recordId: `${type}/${key}`,
      before: { value: before.value },
      after: { value: after.value },
    });
    return after;
  });
}
