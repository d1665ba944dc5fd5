/** A campaign's theme settings (spec §3): one value per campaign and key, audited on save. */
import { and, eq } from 'drizzle-orm';
import {
  THEME_SETTING_KEYS,
  type ThemeSetting,
  type ThemeSettingKey,
  type ThemeSettingType,
} from '@veldwerk/shared/domain';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx } from '../../db/client';
import { campaignThemeSettings } from '../../db/schema';

const settingColumns = {
  campaignId: campaignThemeSettings.campaignId,
  key: campaignThemeSettings.key,
  type: campaignThemeSettings.type,
  value: campaignThemeSettings.value,
};

/** The stored settings of a campaign, in the order of spec §3 (keys never saved are absent). */
export async function listThemeSettings(db: DbOrTx, campaignId: number): Promise<ThemeSetting[]> {
  const rows = await db
    .select(settingColumns)
    .from(campaignThemeSettings)
    .where(eq(campaignThemeSettings.campaignId, campaignId));
  const order = (key: ThemeSettingKey) => THEME_SETTING_KEYS.indexOf(key);
  return rows
    .sort((a, b) => order(a.key) - order(b.key))
    .map(({ key, value, type }) => ({ key, value, type }));
}

/** Creates or replaces one setting, with an audit entry of what changed. */
export async function saveThemeSetting(
  db: Db,
  actor: AuditActor,
  campaignId: number,
  setting: { key: ThemeSettingKey; type: ThemeSettingType; value: string | null },
): Promise<ThemeSetting> {
  return db.transaction(async (tx) => {
    const where = and(
      eq(campaignThemeSettings.campaignId, campaignId),
      eq(campaignThemeSettings.key, setting.key),
    );
    const [before] = await tx.select(settingColumns).from(campaignThemeSettings).where(where);
    const [after] = await tx
      .insert(campaignThemeSettings)
      .values({ campaignId, ...setting })
      .onConflictDoUpdate({
        target: [campaignThemeSettings.campaignId, campaignThemeSettings.key],
        set: { type: setting.type, value: setting.value, updatedAt: new Date() },
      })
      .returning(settingColumns);
    if (after === undefined) throw new Error('Theme setting upsert returned no row');
    await recordAudit(tx, {
      actor,
      action: before === undefined ? 'create' : 'update',
      table: campaignThemeSettings,
      recordId: `${campaignId}/${setting.key}`,
      before: before ?? null,
      after,
    });
    return { key: after.key, value: after.value, type: after.type };
  });
}

/** Removes one setting (audited); the removed setting, or undefined when none was stored. */
export async function deleteThemeSetting(
  tx: DbOrTx,
  actor: AuditActor,
  campaignId: number,
  key: ThemeSettingKey,
): Promise<ThemeSetting | undefined> {
  const [before] = await tx
    .delete(campaignThemeSettings)
    .where(
      and(eq(campaignThemeSettings.campaignId, campaignId), eq(campaignThemeSettings.key, key)),
    )
    .returning(settingColumns);
  if (before === undefined) return undefined;
  await recordAudit(tx, {
    actor,
    action: 'delete',
    table: campaignThemeSettings,
    recordId: `${campaignId}/${key}`,
    before,
    after: null,
  });
  return { key: before.key, value: before.value, type: before.type };
}

/** Whether any campaign's theme still uses this value (an uploaded file's URL). */
export async function themeValueInUse(db: DbOrTx, value: string): Promise<boolean> {
  const [row] = await db
    .select({ key: campaignThemeSettings.key })
    .from(campaignThemeSettings)
    .where(eq(campaignThemeSettings.value, value))
    .limit(1);
  return row !== undefined;
}
