/**
 * A campaign's theme (spec §7 `…/campaigns/{campaignId}/settings.json` and
 * `…/settings/{name}.json`) and the static uploads its images go through.
 */
import { api } from '@veldwerk/shared/client';
import {
  API_PATHS,
  STATIC_UPLOAD_FIELD,
  themeSettingListSchema,
  themeSettingPayload,
  themeSettingSchema,
  uploadResultSchema,
  type ThemeSetting,
  type ThemeSettingKey,
} from '@veldwerk/shared/domain';
import { defineResource } from '@veldwerk/shared/ui';

export const themeSettings = defineResource({
  name: 'campaign-theme-settings',
  collection: API_PATHS.campaignSettings,
  item: API_PATHS.campaignSetting,
  schema: themeSettingSchema,
  toPayload: ({ key, value }: { key: ThemeSettingKey; value: string }) =>
    themeSettingPayload(key, value),
  idParams: (setting) => ({ name: setting.key }),
});

/** The stored settings by key (keys never saved are absent). */
export const storedThemeSettings = themeSettings.read({
  name: 'by-key',
  path: API_PATHS.campaignSettings,
  schema: themeSettingListSchema,
  select: (settings): Partial<Record<ThemeSettingKey, ThemeSetting>> =>
    Object.fromEntries(settings.map((setting) => [setting.key, setting])),
});

export const { useUpdate: useSaveThemeSetting } = themeSettings;

/** `POST upload/static` (multipart `upload[upload]`): the stored file's URL. */
export async function uploadStatic(file: File): Promise<string> {
  const body = new FormData();
  body.append(STATIC_UPLOAD_FIELD, file, file.name);
  const answer = await api.post(API_PATHS.staticUpload, body);
  return uploadResultSchema.parse(answer).value;
}
