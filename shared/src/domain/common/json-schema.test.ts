import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignPayloadSchema } from '../campaign/campaign';
import { themeSettingPayloadSchema } from '../campaign/campaign-theme';
import { clientPayloadSchema } from '../client/client';
import { donationCreatePayloadSchema, donationUpdatePayloadSchema } from '../donation/donation';
import { donationCheckPayloadSchema } from '../donation-check/donation-check';
import {
  donationImportFieldsSchema,
  donationImportResultSchema,
} from '../donation/donation-import';
import { employeePayloadSchema, employeeSchema } from '../employee/employee';
import { exportLayoutPayloadSchema } from '../export-layout/export-layout';
import { newPasswordPayloadSchema } from '../employee/password';
import { publicApplicationPayloadSchema } from '../employee/public-application';
import { renderSettingPayloadSchema, settingPayloadSchema } from '../settings/settings';
import { shiftPayloadSchema } from '../shift/shift';
import { transitionPayloadSchema } from '../transition/transition';

const PAYLOADS: [string, z.ZodType, string][] = [
  ['employee', employeePayloadSchema, 'employee'],
  ['public application', publicApplicationPayloadSchema, 'hq'],
  ['transition', transitionPayloadSchema, 'employee_state_transition'],
  ['donation create', donationCreatePayloadSchema, 'donation'],
  ['donation update', donationUpdatePayloadSchema, 'donation'],
  ['donation check', donationCheckPayloadSchema, 'reference_number'],
  ['client', clientPayloadSchema, 'client'],
  ['campaign', campaignPayloadSchema, 'campaign'],
  ['theme setting', themeSettingPayloadSchema, 'theme_setting'],
  ['shift', shiftPayloadSchema, 'shift'],
  ['export layout', exportLayoutPayloadSchema, 'export_layout'],
  ['setting', settingPayloadSchema, 'setting'],
  ['render setting', renderSettingPayloadSchema, 'render_setting'],
  ['new password', newPasswordPayloadSchema, 'new_password'],
  ['import fields', donationImportFieldsSchema, 'action'],
];

describe('payload schemas convert to JSON Schema (the api documents them as OpenAPI)', () => {
  it.each(PAYLOADS)('%s', (_name, schema, topLevelKey) => {
    const json = z.toJSONSchema(schema, { io: 'input' }) as {
      properties?: Record<string, unknown>;
    };
    expect(Object.keys(json.properties ?? {})).toContain(topLevelKey);
  });

  it('keeps transport formats visible: dates, datetimes and integer cents', () => {
    const json = JSON.stringify(z.toJSONSchema(donationUpdatePayloadSchema, { io: 'input' }));
    expect(json).toContain('"format":"date"');
    expect(json).toContain('"format":"date-time"');
    expect(json).toContain('"type":"integer"');
  });

  it('converts the answer schemas too', () => {
    expect(() => z.toJSONSchema(employeeSchema)).not.toThrow();
    expect(() => z.toJSONSchema(donationImportResultSchema)).not.toThrow();
  });
});
