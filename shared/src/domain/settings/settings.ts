/**
 * Settings (spec §3, §7): notification templates keyed by type and key. The value form, its
 * payload `{setting: {value}}`, and the preview body `{render_setting: {type, template}}`.
 */
import { z } from '../common/zod-nl';
import { required, ruledObject } from '../../validation/rule';
import { LIST_PAGE_SIZE, TEXT_MAX } from '../common/constants';
import { defineListContract } from '../list/list-contract';
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

/**
 * `GET settings` (list contract): super administration. Rows are `settingSchema`; the list shows
 * the value truncated (`truncateSettingValue`). Keys are unique within a type.
 */
export const settingListContract = defineListContract({
  resource: 'settings',
  path: 'settings',
  filters: { type: { kind: 'eq', values: SETTING_TYPES }, key: { kind: 'text' } },
  sorts: ['key', 'type'],
  defaultSort: { field: 'key', order: 'asc' },
  pageSize: LIST_PAGE_SIZE,
});

/** The answer of `POST settings/render-example`: the text as the receiver would get it. */
export const renderedExampleSchema = z.object({ result: z.string() });
export type RenderedExample = z.infer<typeof renderedExampleSchema>;

/** The Dutch refusals of the settings routes (api and screens). */
export const SETTING_MESSAGES = {
  notFound: 'Instelling niet gevonden.',
  /** A template that does not parse or render; `detail` says what, `line` where. */
  templateError: (line: number | null, detail: string) =>
    line === null
      ? `Fout in het sjabloon: ${detail}`
      : `Fout in het sjabloon op regel ${line}: ${detail}`,
  renderLimit: 'het sjabloon doet er te lang over (een eindeloze lus?)',
  memoryLimit: 'het sjabloon maakt te veel tekst aan',
  unknownTag: (tag: string) => `onbekende tag "${tag}"`,
  unknownFilter: (filter: string) => `onbekend filter "${filter}"`,
  notClosed: (what: string) => `"${what}" wordt niet afgesloten`,
  syntax: 'ongeldige opbouw',
  include: 'andere sjablonen invoegen kan niet',
} as const;

/** A variable the templates may use, with the Dutch description listed beside the editor. */
export interface TemplateVariable {
  readonly name: string;
  readonly description: string;
}

/** Everything a notification template can use (the api renders with exactly these names). */
export const TEMPLATE_VARIABLES: readonly TemplateVariable[] = [
  { name: 'employee.firstname', description: 'Voornaam' },
  { name: 'employee.surname_prefix', description: 'Tussenvoegsel' },
  { name: 'employee.surname', description: 'Achternaam' },
  { name: 'employee.full_name', description: 'Volledige naam' },
  { name: 'employee.employee_code', description: 'Medewerkerscode' },
  { name: 'employee.hq', description: 'Vestiging' },
  { name: 'employee.start_date', description: 'Startdatum (DD/MM/JJJJ)' },
  { name: 'employee.street', description: 'Straat' },
  { name: 'employee.house_number', description: 'Huisnummer met toevoeging' },
  { name: 'employee.postal_code', description: 'Postcode' },
  { name: 'employee.place', description: 'Plaats' },
  { name: 'event_date', description: 'Datum van de afspraak (DD/MM/JJJJ)' },
  { name: 'event_time', description: 'Tijd van de afspraak (HH:mm)' },
  { name: 'agency', description: 'Naam van het bureau (per site)' },
];
