/**
 * User preferences per resource (spec §2 list screens: the column chooser "is saved per user (by
 * email) and per resource"). Stored on the server, so they follow the user to another browser.
 *
 *   GET /api/preferences/{resource}  → { columns: [{key, visible}, …] }   (empty = defaults)
 *   PUT /api/preferences/{resource}    same body → the stored body
 *
 * `{resource}` is a list contract's `resource` (`clients`, `campaigns`, `layouts`, …). The order
 * of `columns` is the display order; keys the screen no longer knows are ignored by it, and
 * columns missing from the list are shown after the stored ones, visible.
 */
import { z } from '../common/zod-nl';

export const PREFERENCE_RESOURCE_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/;
export const PREFERENCE_MAX_COLUMNS = 200;

export const preferenceResourceSchema = z.string().regex(PREFERENCE_RESOURCE_PATTERN);

export const columnPreferenceSchema = z.object({
  key: z.string().min(1).max(100),
  visible: z.boolean(),
});
export type ColumnPreference = z.infer<typeof columnPreferenceSchema>;

export const listPreferencesSchema = z.object({
  columns: z.array(columnPreferenceSchema).max(PREFERENCE_MAX_COLUMNS),
});
export type ListPreferences = z.infer<typeof listPreferencesSchema>;

export const EMPTY_LIST_PREFERENCES: ListPreferences = { columns: [] };
