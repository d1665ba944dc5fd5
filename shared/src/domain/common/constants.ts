/**
 * Business constants and limits of spec §9, in one place. Plain values; the rules and schemas
 * that enforce them live in `validation/` and the entity modules.
 */

// Lists and scrolling.
export const LIST_PAGE_SIZE = 50;
export const CLIENTS_PAGE_SIZE = 500;
export const LAYOUTS_PAGE_SIZE = 500;
export const DEFAULT_FETCH_LIMIT = 500;
export const SCROLL_STEP_ROWS = 100;
export const SCROLL_TRIGGER_PX = 500;
export const CALL_LOG_LIMIT = 1000;

/** Donations recruited after this day show a lock. */
export const DONATION_CUT_OVER_DATE = '2020-09-28';

// Ages (whole years on the day of the check).
export const EMPLOYEE_MIN_AGE = 14;
export const DONOR_MIN_AGE = 18;

// Amounts.
export const MAX_AMOUNT_EUROS = 250;
export const MAX_AMOUNT_CENTS = 25_000;

// Date windows, in Amsterdam calendar days.
export const RECENT_WINDOW_DAYS = 60;
/** Near-future window: not older than 1 day … */
export const NEAR_FUTURE_PAST_DAYS = 1;
/** … and less than 21 days ahead. */
export const NEAR_FUTURE_AHEAD_DAYS = 21;

// Text lengths.
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 100;
export const BUG_REPORT_MIN = 3;
export const BUG_REPORT_MAX = 10_000;
export const PASSWORD_MIN_LENGTH = 6;
export const EMPLOYEE_CODE_LENGTH = 6;
export const BSN_LENGTHS = [8, 9] as const;
export const ZIP_CODE_MIN_LENGTH = 3;
export const COUNTRY_CODE_LENGTH = 2;

/**
 * The most characters (after trimming) of each kind of text a form or payload holds: every text
 * field has a maximum, refused with 'Maximaal n karakters'. Not in the spec; chosen so no real
 * value comes near them while a pasted megabyte never reaches the database or a btree index.
 */
export const TEXT_MAX = {
  /** Codes and numbers typed as text: postcode, house number, phone, IBAN, dates as typed. */
  code: 50,
  /** Identifiers: a campaign input field's name, a project slug. */
  identifier: 64,
  /** Names of people, records and branches (spec: campaign and client names ≤ 100). */
  name: NAME_MAX_LENGTH,
  /** One line: street, place, label, option, column name, title, button text. */
  line: 255,
  /** An e-mail address (RFC 5321). */
  email: 254,
  /** A web address. */
  url: 2048,
  /** Free text: comments, a campaign's e-mail text, theme texts, a legal confirmation. */
  long: 5000,
  /** A notification template (setting value). */
  template: 20_000,
  /** A new password (hashed; the length only bounds the work). */
  password: 128,
} as const;

// How many of a repeated part a record may hold.
export const INPUT_FIELDS_MAX = 50;
export const INPUT_FIELD_OPTIONS_MAX = 100;
export const EXPORT_LAYOUT_FIELDS_MAX = 200;
export const IMPORT_COLUMNS_MAX = 200;

/** Setting values are shown truncated to 100 characters: 97 plus dots. */
export const SETTING_VALUE_DISPLAY_MAX = 100;
export const SETTING_VALUE_DISPLAY_KEEP = 97;
export const ELLIPSIS = '...';

export function truncateSettingValue(value: string): string {
  return value.length > SETTING_VALUE_DISPLAY_MAX
    ? value.slice(0, SETTING_VALUE_DISPLAY_KEEP) + ELLIPSIS
    : value;
}

// Ranges.
export const CALL_ATTEMPTS_MIN = 0;
export const CALL_ATTEMPTS_MAX = 5;
export const WORKDAYS_MIN = 1;
export const WORKDAYS_MAX = 6;

// Shifts.
export const SHIFT_DURATIONS = [0, 3, 4, 5, 6] as const;
export type ShiftDuration = (typeof SHIFT_DURATIONS)[number];
export const DEFAULT_SHIFT_DURATION: ShiftDuration = 3;

// Delays and timers (ms).
export const SUCCESS_REDIRECT_DELAY_MS = 1500;
export const PASSWORD_MODAL_CLOSE_DELAY_MS = 500;
export const PHONE_TIMER_TICK_MS = 1000;
export const PHONE_LOOKUP_POLL_START_MS = 1000;

/** Delay before poll number `attempt` (0-based) of a phone lookup: 1 s, doubling. */
export function phoneLookupPollDelay(attempt: number): number {
  return PHONE_LOOKUP_POLL_START_MS * 2 ** Math.max(0, attempt);
}

// Autocomplete.
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const ADDRESS_AUTOCOMPLETE_POSTCODE_LENGTH = 6;
export const ADDRESS_AUTOCOMPLETE_MIN_HOUSE_NUMBER = 1;
export const ADDRESS_AUTOCOMPLETE_COUNTRY = 'NL';

// Formats (dayjs/antd tokens) and locale defaults.
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const TRANSPORT_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_COUNTRY = 'NL';
export const DEFAULT_LANGUAGE = 'nl';
export const DEFAULT_PHONE_COUNTRY = 'NL';
export const DEFAULT_LOCALE = 'nl';
export const TIME_ZONE = 'Europe/Amsterdam';

/** Branches (hq) active on the default deployment host; other hosts differ. */
export const DEFAULT_HQ_BRANCHES = ['Amsterdam', 'Assen', 'Breda', 'Eindhoven'] as const;

/** Date presets of the transition form: +1d and +1w. */
export const DATE_PRESETS = { '+1d': 1, '+1w': 7 } as const;
export type DatePreset = keyof typeof DATE_PRESETS;
