/**
 * Campaign theme settings (spec §3, §7): key/value pairs with a type. The theme screen saves each
 * with `PUT …/settings/{name}.json` and `{theme_setting: {value, type}}`.
 */
import { z } from '../common/zod-nl';
import { colorRule } from '../../validation/formats';
import { required, ruledObject, type Rule } from '../../validation/rule';
import { TEXT_MAX } from '../common/constants';
import { boundedText } from '../common/fields';

export const THEME_SETTING_TYPES = ['file', 'color', 'text'] as const;
export type ThemeSettingType = (typeof THEME_SETTING_TYPES)[number];
export const themeSettingTypeSchema = z.enum(THEME_SETTING_TYPES);

export const THEME_SETTING_KEYS = [
  'logo',
  'primary',
  'secundairy',
  'splash-background',
  'splash-title',
  'splash-button',
  'splash-subtitle',
  'thanks-title',
  'thanks-background',
  'thanks-subtitle',
  'legal-confirmation',
  'receive-mail',
  'receive-email',
] as const;
export type ThemeSettingKey = (typeof THEME_SETTING_KEYS)[number];
export const themeSettingKeySchema = z.enum(THEME_SETTING_KEYS);

/** The type of each key: files and colours as listed, the rest text. */
export const THEME_SETTING_KEY_TYPES: Record<ThemeSettingKey, ThemeSettingType> = {
  logo: 'file',
  primary: 'color',
  secundairy: 'color',
  'splash-background': 'file',
  'splash-title': 'text',
  'splash-button': 'text',
  'splash-subtitle': 'text',
  'thanks-title': 'text',
  'thanks-background': 'file',
  'thanks-subtitle': 'text',
  'legal-confirmation': 'text',
  'receive-mail': 'text',
  'receive-email': 'text',
};

export const THEME_SETTING_LABELS: Record<ThemeSettingKey, string> = {
  logo: 'Logo',
  primary: 'Primaire kleur',
  secundairy: 'Secundaire kleur',
  'splash-background': 'Achtergrond startscherm',
  'splash-title': 'Titel startscherm',
  'splash-button': 'Knop startscherm',
  'splash-subtitle': 'Ondertitel startscherm',
  'thanks-title': 'Titel bedankscherm',
  'thanks-background': 'Achtergrond bedankscherm',
  'thanks-subtitle': 'Ondertitel bedankscherm',
  'legal-confirmation': 'Juridische bevestiging',
  'receive-mail': 'Tekst post ontvangen',
  'receive-email': 'Tekst e-mail ontvangen',
};

/** A file value is the uploaded path; a colour is `#rgb`/`#rrggbb`; text may be empty. */
function themeValueRule(type: unknown): Rule | undefined {
  if (type === 'color') return colorRule;
  if (type === 'file') return required;
  return undefined;
}

export const themeSettingPayloadSchema = z.object({
  theme_setting: ruledObject(
    // Texts up to the long limit; a colour or an upload URL is far shorter (and checked by its rule).
    { value: boundedText(TEXT_MAX.long), type: themeSettingTypeSchema },
    (values) => ({
      value: themeValueRule(values.type),
    }),
  ),
});
export type ThemeSettingPayload = z.infer<typeof themeSettingPayloadSchema>;

export function themeSettingPayload(key: ThemeSettingKey, value: string): ThemeSettingPayload {
  return { theme_setting: { value: value.trim(), type: THEME_SETTING_KEY_TYPES[key] } };
}

/** One stored theme setting. */
export const themeSettingSchema = z.object({
  key: themeSettingKeySchema,
  value: z.string().nullable(),
  type: themeSettingTypeSchema,
});
export type ThemeSetting = z.infer<typeof themeSettingSchema>;

/**
 * `GET clients/{clientId}/campaigns/{campaignId}/settings.json` answers the stored settings
 * (keys never saved are absent). `PUT …/settings/{name}.json` with a `themeSettingPayloadSchema`
 * body answers the saved `themeSettingSchema`; `{name}` must be a `THEME_SETTING_KEYS` key and
 * the body's type must be that key's type (`THEME_SETTING_KEY_TYPES`).
 */
export const themeSettingListSchema = z.array(themeSettingSchema);

/** `POST upload/static` answers the stored file's URL (`/api/upload/static/{name}`). */
export const uploadResultSchema = z.object({ value: z.string() });

/** The multipart field name of `POST upload/static` (spec §7). */
export const STATIC_UPLOAD_FIELD = 'upload[upload]';
/** Images the theme may use; the api checks the content (magic bytes), not only the name. */
export const STATIC_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type StaticUploadType = (typeof STATIC_UPLOAD_TYPES)[number];
export const STATIC_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels (width × height, all frames) a theme image may have: 25 megapixel. */
export const STATIC_UPLOAD_MAX_PIXELS = 25_000_000;
