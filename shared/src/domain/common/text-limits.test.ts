/**
 * Every text a form or payload holds has a maximum length, and every list a maximum count: a
 * walk over the JSON Schema of each schema finds no unbounded string or array. Then the limits
 * refuse one character too many with 'Maximaal n karakters'.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxChars, maxItems } from '../../validation/messages';
import { campaignFormSchema, campaignPayloadSchema } from '../campaign/campaign';
import { themeSettingPayloadSchema } from '../campaign/campaign-theme';
import { clientFormSchema, clientPayloadSchema } from '../client/client';
import {
  EXPORT_LAYOUT_FIELDS_MAX,
  INPUT_FIELD_OPTIONS_MAX,
  INPUT_FIELDS_MAX,
  TEXT_MAX,
} from './constants';
import {
  createDonationFormSchema,
  donationCreatePayloadSchema,
  donationUpdatePayloadSchema,
} from '../donation/donation';
import {
  donationCheckFormSchema,
  donationCheckPayloadSchema,
} from '../donation-check/donation-check';
import { donationImportFieldsSchema, donationImportFormSchema } from '../donation/donation-import';
import { employeeFormSchema, employeePayloadSchema } from '../employee/employee';
import { exportLayoutFormSchema, exportLayoutPayloadSchema } from '../export-layout/export-layout';
import { newPasswordPayloadSchema } from '../employee/password';
import { bugReportSchema, authenticateBodySchema } from '../platform/platform';
import { listPreferencesSchema } from '../list/preferences';
import {
  publicApplicationFormSchema,
  publicApplicationPayloadSchema,
} from '../employee/public-application';
import {
  renderSettingPayloadSchema,
  settingPayloadSchema,
  settingValueFormSchema,
} from '../settings/settings';
import { shiftFormSchema, shiftPayloadSchema } from '../shift/shift';
import { transitionFormSchema, transitionPayloadSchema } from '../transition/transition';
import { autocompleteQuerySchema } from '../list/autocomplete';

const SCHEMAS: [string, z.ZodType][] = [
  ['employee payload', employeePayloadSchema],
  ['employee form', employeeFormSchema],
  ['public application payload', publicApplicationPayloadSchema],
  ['public application form', publicApplicationFormSchema],
  ['transition payload', transitionPayloadSchema],
  ['transition form', transitionFormSchema],
  ['donation create payload', donationCreatePayloadSchema],
  ['donation update payload', donationUpdatePayloadSchema],
  ['donation form', createDonationFormSchema()],
  ['donation check payload', donationCheckPayloadSchema],
  ['donation check form', donationCheckFormSchema],
  ['donation import fields', donationImportFieldsSchema],
  ['donation import form', donationImportFormSchema],
  ['client payload', clientPayloadSchema],
  ['client form', clientFormSchema],
  ['campaign payload', campaignPayloadSchema],
  ['campaign form', campaignFormSchema],
  ['theme setting payload', themeSettingPayloadSchema],
  ['shift payload', shiftPayloadSchema],
  ['shift form', shiftFormSchema],
  ['export layout payload', exportLayoutPayloadSchema],
  ['export layout form', exportLayoutFormSchema],
  ['setting payload', settingPayloadSchema],
  ['setting form', settingValueFormSchema],
  ['render setting payload', renderSettingPayloadSchema],
  ['new password', newPasswordPayloadSchema],
  ['preferences', listPreferencesSchema],
  ['bug report', bugReportSchema],
  ['authenticate', authenticateBodySchema],
  ['autocomplete query', autocompleteQuerySchema],
];

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The paths of strings without maxLength (nor enum, format or anchored pattern) and arrays without maxItems. */
function unbounded(schema: JsonSchema, path: string, found: string[]): void {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const bounded =
    schema.maxLength !== undefined ||
    schema.enum !== undefined ||
    schema.const !== undefined ||
    schema.format !== undefined ||
    (schema.pattern?.startsWith('^') === true && schema.pattern.endsWith('$'));
  if (types.includes('string') && !bounded) found.push(path);
  if (types.includes('array') && schema.maxItems === undefined) {
    // A list of enum values is bounded by what it may contain.
    if (schema.items?.enum === undefined) found.push(`${path}[]`);
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    unbounded(child, path === '' ? key : `${path}.${key}`, found);
  }
  if (typeof schema.additionalProperties === 'object') {
    unbounded(schema.additionalProperties, `${path}.*`, found);
  }
  if (schema.propertyNames !== undefined) unbounded(schema.propertyNames, `${path}.<key>`, found);
  if (schema.items !== undefined) unbounded(schema.items, `${path}[]`, found);
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf]) {
    for (const child of list ?? []) unbounded(child, path, found);
  }
}

describe('every text field and list has a maximum', () => {
  it.each(SCHEMAS)('%s', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const found: string[] = [];
    unbounded(json, '', found);
    expect(found).toEqual([]);
  });
});

const issuesAt = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the limits refuse one too many, in Dutch', () => {
  const long = (n: number) => 'a'.repeat(n);

  it('campaign texts, input fields and their options', () => {
    const campaign = (extra: Record<string, unknown>) => ({
      campaign: { name: 'Actie', ...extra },
    });
    expect(issuesAt(campaignPayloadSchema, campaign({ email_text: long(TEXT_MAX.long) }))).toEqual(
      {},
    );
    expect(
      issuesAt(campaignPayloadSchema, campaign({ email_text: long(TEXT_MAX.long + 1) })),
    ).toEqual({
      'campaign.email_text': maxChars(TEXT_MAX.long),
    });
    expect(
      issuesAt(
        campaignPayloadSchema,
        campaign({ backstage_reference: long(TEXT_MAX.identifier + 1) }),
      ),
    ).toMatchObject({ 'campaign.backstage_reference': maxChars(TEXT_MAX.identifier) });
    const field = (name: string, options: string[] = []) => ({ name, label: 'Label', options });
    expect(
      issuesAt(campaignPayloadSchema, campaign({ input_fields: [field(long(2800))] })),
    ).toMatchObject({
      'campaign.input_fields.0.name': maxChars(TEXT_MAX.identifier),
    });
    const many = Array.from({ length: INPUT_FIELDS_MAX + 1 }, (_, i) => field(`veld_${i}`));
    expect(issuesAt(campaignPayloadSchema, campaign({ input_fields: many }))).toMatchObject({
      'campaign.input_fields': maxItems(INPUT_FIELDS_MAX),
    });
    expect(
      issuesAt(campaignPayloadSchema, campaign({ input_fields: many.slice(0, INPUT_FIELDS_MAX) })),
    ).toEqual({});
    const options = Array.from({ length: INPUT_FIELD_OPTIONS_MAX + 1 }, (_, i) => `optie ${i}`);
    expect(
      issuesAt(campaignPayloadSchema, campaign({ input_fields: [field('maat', options)] })),
    ).toMatchObject({ 'campaign.input_fields.0.options': maxItems(INPUT_FIELD_OPTIONS_MAX) });
    expect(
      issuesAt(campaignFormSchema, {
        name: 'Actie',
        backstage_reference: '',
        enabled: true,
        available_for_tablet: false,
        email_text: long(TEXT_MAX.long + 1),
        address_link: '',
        input_fields: [],
      }),
    ).toMatchObject({ email_text: maxChars(TEXT_MAX.long) });
  });

  it('layout column names and the number of columns', () => {
    const layout = (layout_body: unknown) => ({
      export_layout: { campaign: 1, name: 'Layout', layout_body },
    });
    expect(
      issuesAt(
        exportLayoutPayloadSchema,
        layout([{ col_name: long(TEXT_MAX.line + 1), source_field: 'surname' }]),
      ),
    ).toMatchObject({ 'export_layout.layout_body.0.col_name': maxChars(TEXT_MAX.line) });
    const columns = Array.from({ length: EXPORT_LAYOUT_FIELDS_MAX + 1 }, () => ({
      col_name: 'Naam',
      source_field: 'surname',
    }));
    expect(issuesAt(exportLayoutPayloadSchema, layout(columns))).toMatchObject({
      'export_layout.layout_body': maxItems(EXPORT_LAYOUT_FIELDS_MAX),
    });
  });

  it('theme texts, employee comments and names', () => {
    expect(
      issuesAt(themeSettingPayloadSchema, {
        theme_setting: { value: long(TEXT_MAX.long + 1), type: 'text' },
      }),
    ).toMatchObject({ 'theme_setting.value': maxChars(TEXT_MAX.long) });
    expect(
      issuesAt(employeePayloadSchema, {
        employee: {
          employee_status: 'Active',
          comment: long(TEXT_MAX.long + 1),
          firstname: long(101),
        },
      }),
    ).toMatchObject({
      'employee.comment': maxChars(TEXT_MAX.long),
      'employee.firstname': maxChars(TEXT_MAX.name),
    });
  });
});
