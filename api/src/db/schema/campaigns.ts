import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  THEME_SETTING_KEYS,
  THEME_SETTING_KEY_TYPES,
  THEME_SETTING_TYPES,
} from '@veldwerk/shared/domain';
import { between, matches, oneOf, sqlLiteral } from './checks';
import { clients } from './clients';
import { instant } from './columns';
import { searchKeyTrigrams } from './search-key';
import { textSortKey } from './sort-key';

/** `isSlug` of the shared formats, in a form both JavaScript and PostgreSQL read alike. */
export const BACKSTAGE_REFERENCE_PATTERN = '^[a-z0-9]+([-_][a-z0-9]+)*$';
/** `isFieldName` of the shared formats: a lowercase identifier (it becomes an export source). */
export const INPUT_FIELD_NAME_PATTERN = '^[a-z][a-z0-9_]*$';

/**
 * Campaigns of a client (spec §3). A client with campaigns cannot be deleted (restrict: the
 * clients module answers 409). `(client_id, id)` is unique so donations can reference the pair
 * and the database keeps a donation's client equal to its campaign's client.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Project slug of the external project tool, lower-cased. */
    backstageReference: text('backstage_reference'),
    enabled: boolean('enabled').notNull().default(true),
    availableForTablet: boolean('available_for_tablet').notNull().default(false),
    emailText: text('email_text'),
    addressLink: text('address_link'),
  },
  (table) => [
    unique('campaigns_client_id_id_key').on(table.clientId, table.id),
    check(
      'campaigns_name_length',
      between(sql`char_length(${table.name})`, NAME_MIN_LENGTH, NAME_MAX_LENGTH),
    ),
    check(
      'campaigns_backstage_reference',
      matches(table.backstageReference, BACKSTAGE_REFERENCE_PATTERN),
    ),
    // A client's campaigns by name; all campaigns by name (selects); trigrams of the name's
    // search key for the name filter and the autocomplete (pg_trgm; no pending list, as on
    // clients).
    // The project reference is the campaign's slug in the project tool: one campaign per slug,
    // whatever the case (the route says so in Dutch first; this holds under concurrent saves).
    uniqueIndex('campaigns_backstage_reference_key').on(sql`lower(${table.backstageReference})`),
    index('campaigns_client_name_idx').on(table.clientId, textSortKey(table.name), table.id),
    index('campaigns_name_idx').on(textSortKey(table.name), table.id),
    index('campaigns_name_trgm_idx')
      .using('gin', searchKeyTrigrams(table.name))
      .with({ fastupdate: false }),
  ],
);

/**
 * The extra fields a campaign asks on its donation form (spec §3 `input_fields`). A child table
 * rather than jsonb: the database keeps names unique per campaign and in identifier form (they
 * become `extra_fields` keys and export source fields `extra_fields.{name}`), and each column
 * has its type and NOT NULL. The campaigns module replaces a campaign's list as a whole (delete
 * and insert in its transaction); `position` is the order of the form.
 */
export const campaignInputFields = pgTable(
  'campaign_input_fields',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull().default(false),
    /** Allowed values; empty means free text. */
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ name: 'campaign_input_fields_pkey', columns: [table.campaignId, table.position] }),
    unique('campaign_input_fields_campaign_name_key').on(table.campaignId, table.name),
    check('campaign_input_fields_position', sql`${table.position} >= 0`),
    check('campaign_input_fields_name', matches(table.name, INPUT_FIELD_NAME_PATTERN)),
    check('campaign_input_fields_label', sql`${table.label} <> ''`),
  ],
);

const themeKeyTypePairs = THEME_SETTING_KEYS.map(
  (key) => `(${sqlLiteral(key)}, ${sqlLiteral(THEME_SETTING_KEY_TYPES[key])})`,
).join(', ');

/**
 * Campaign theme settings (spec §3): one value per campaign and key; each key has its one type
 * (`THEME_SETTING_KEY_TYPES`), which the CHECK holds too. A file value is the upload's URL.
 */
export const campaignThemeSettings = pgTable(
  'campaign_theme_settings',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    key: text('key', { enum: THEME_SETTING_KEYS }).notNull(),
    type: text('type', { enum: THEME_SETTING_TYPES }).notNull(),
    value: text('value'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'campaign_theme_settings_pkey', columns: [table.campaignId, table.key] }),
    check('campaign_theme_settings_key', oneOf(table.key, THEME_SETTING_KEYS)),
    check('campaign_theme_settings_type', oneOf(table.type, THEME_SETTING_TYPES)),
    check(
      'campaign_theme_settings_key_type',
      sql`(${table.key}, ${table.type}) in (${sql.raw(themeKeyTypePairs)})`,
    ),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
export type CampaignInputFieldRow = typeof campaignInputFields.$inferSelect;
export type NewCampaignInputFieldRow = typeof campaignInputFields.$inferInsert;
export type CampaignThemeSettingRow = typeof campaignThemeSettings.$inferSelect;
export type NewCampaignThemeSettingRow = typeof campaignThemeSettings.$inferInsert;
