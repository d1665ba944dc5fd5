/**
 * The rules of saving a theme setting beyond its payload schema: the name must be a theme key of
 * spec §3, the type must be that key's type, and a file value must be an image this api stored
 * (`POST upload/static`), so a theme never points at an outside or unchecked file.
 */
import {
  THEME_SETTING_KEY_TYPES,
  THEME_SETTING_KEYS,
  type ThemeSetting,
  type ThemeSettingKey,
  type ThemeSettingPayload,
} from '@veldwerk/shared/domain';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditActor } from '../../db/audit/repo';
import type { Db } from '../../db/client';
import { InvalidInputError, notFound } from '../../http/errors';
import { deleteUpload, findUpload } from '../uploads/repo';
import { storedNameOf } from '../uploads/service';
import { deleteThemeSetting, saveThemeSetting, themeValueInUse } from './repo';

export const THEME_MESSAGES = {
  unknownKey: 'Onbekende thema-instelling.',
  wrongType: (key: string, type: string) => `De instelling "${key}" heeft het type "${type}".`,
  unknownFile: 'Upload het bestand eerst; alleen geüploade afbeeldingen kunnen worden gebruikt.',
} as const;

/** The theme key of a `{name}.json` path segment, or a 404. */
export function themeKey(file: string): ThemeSettingKey {
  const key = THEME_SETTING_KEYS.find((candidate) => `${candidate}.json` === file);
  if (key === undefined) throw notFound(THEME_MESSAGES.unknownKey);
  return key;
}

export async function saveSetting(
  db: Db,
  actor: AuditActor,
  campaignId: number,
  key: ThemeSettingKey,
  payload: ThemeSettingPayload['theme_setting'],
): Promise<ThemeSetting> {
  const type = THEME_SETTING_KEY_TYPES[key];
  const refuse = (field: string, message: string) =>
    new InvalidInputError([{ path: [field], message }]);
  if (payload.type !== type) throw refuse('type', THEME_MESSAGES.wrongType(key, type));
  if (type === 'file') {
    const storedName = storedNameOf(payload.value);
    if (storedName === undefined || (await findUpload(db, 'static', storedName)) === undefined) {
      throw refuse('value', THEME_MESSAGES.unknownFile);
    }
  }
  return saveThemeSetting(db, actor, campaignId, { key, type, value: payload.value });
}

/**
 * Removes one theme setting (the theme then shows its default). A removed image is deleted too —
 * its row and its file — unless another campaign's theme still uses it.
 * Returns whether a file was deleted; a file that cannot be removed from disk is reported by
 * `onFileError` (the database no longer points at it either way).
 */
export async function removeSetting(
  db: Db,
  actor: AuditActor,
  campaignId: number,
  key: ThemeSettingKey,
  uploadsDir: string,
  onFileError: (error: unknown) => void,
): Promise<boolean> {
  const storedName = await db.transaction(async (tx) => {
    const removed = await deleteThemeSetting(tx, actor, campaignId, key);
    if (removed?.type !== 'file' || removed.value === null) return undefined;
    const name = storedNameOf(removed.value);
    if (name === undefined || (await themeValueInUse(tx, removed.value))) return undefined;
    const upload = await findUpload(tx, 'static', name);
    if (upload === undefined) return undefined;
    await deleteUpload(tx, actor, upload);
    return name;
  });
  if (storedName === undefined) return false;
  await unlink(join(uploadsDir, storedName)).catch(onFileError);
  return true;
}
