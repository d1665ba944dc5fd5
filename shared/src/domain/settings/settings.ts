/**
 * Settings (spec §3, §7): notification templates keyed by type and key. The value form, its
 * payload `{setting: {value}}`, and the preview body `{render_setting: {type, template}}`.
 */
import { z } from '../common/zod-nl';
import { required, ruledObject } from '../../validation/rule';
import { TEXT_MAX } from '../common/constants';
import { formText } from '../common/fields';

export const SETTING_TYPES = ['notification'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];
export const settingTypeSchema = z.enum(SETTING_TYPES);
export const SETTING_TYPE_LABELS: Record<SettingType, string> = { notification: 'Notificatie' };

export const settingSchema = z.object({ type: z.string(), key: z.string(), value: z.string() });
export type Setting = z.infer<typeof settingSchema>;

const valueRules = () => ({ value: required });

/** Settings value: required. */
export const settingValueFormSchema = ruledObject(
  { value: formText(TEXT_MAX.template) },
  valueRules,
);
export type SettingValueFormValues = z.infer<typeof settingValueFormSchema>;

export const settingPayloadSchema = z.object({
  setting: ruledObject({ value: formText(TEXT_MAX.template) }, valueRules),
});
export type SettingPayload = z.infer<typeof settingPayloadSchema>;

export function settingToPayload(values: SettingValueFormValues): SettingPayload {
  return { setting: { value: values.value } };
}

/** `POST settings/render-example`: renders a template with example data. */
export const renderSettingPayloadSchema = z.object({
  render_setting: ruledObject(
    { type: settingTypeSchema, template: formText(TEXT_MAX.template) },
    () => ({ template: required }),
  ),
});
export type RenderSettingPayload = z.infer<typeof renderSettingPayloadSchema>;

export function renderSettingPayload(
  template: string,
  type: SettingType = 'notification',
): RenderSettingPayload {
  return { render_setting: { type, template } };
}
