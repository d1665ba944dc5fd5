import { describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '../../auth/roles';
import {
  THEME_SETTING_KEY_TYPES,
  THEME_SETTING_KEYS,
  THEME_SETTING_LABELS,
} from '../campaign/campaign-theme';
import {
  CHECKED_LABELS,
  CHECKED_VALUES,
  DONATION_STATES,
  DONATION_STATE_LABELS,
  LANGUAGES,
  LANGUAGE_LABELS,
  PERIODS,
  PERIOD_LABELS,
  REJECT_REASONS,
  REJECT_REASON_LABELS,
} from '../donation/donation-enums';
import { IMPORT_ENCODINGS, IMPORT_ENCODING_LABELS } from '../donation/donation-import';
import {
  CITIZENSHIPS,
  CITIZENSHIP_LABELS,
  DEFAULT_EMPLOYEE_FUNCTION,
  DEFAULT_RECORD_STATUS,
  DEFAULT_SEX,
  EMPLOYEE_FUNCTIONS,
  EMPLOYEE_FUNCTION_LABELS,
  PUBLIC_TRANSPORT_CARDS,
  PUBLIC_TRANSPORT_CARD_LABELS,
  RECORD_STATUSES,
  RECORD_STATUS_LABELS,
  SEXES,
  SEX_LABELS,
  SOURCES,
  SOURCE_LABELS,
} from '../employee/employee-enums';
import {
  EXPORT_FILE_TYPES,
  EXPORT_FILE_TYPE_LABELS,
  FIELD_DELIMITERS,
  FIELD_DELIMITER_LABELS,
  FIELD_ENCLOSURES,
  FIELD_ENCLOSURE_LABELS,
  LINE_ENDINGS,
  LINE_ENDING_CHARACTERS,
  LINE_ENDING_LABELS,
} from '../export-layout/export-layout';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
} from '../notification/notification';
import { labelFor, toOptions } from './options';
import { ROLE_OPTIONS, assignableRoles } from '../employee/roles';
import { SHIFT_DURATION_LABELS } from '../shift/shift';
import { SHIFT_DURATIONS } from './constants';
import { TRANSITION_REASONS, TRANSITION_REASON_LABELS } from '../transition/transition-reasons';

const ENUMS: [string, readonly (string | number)[], Record<string, string>][] = [
  ['sex', SEXES, SEX_LABELS],
  ['function', EMPLOYEE_FUNCTIONS, EMPLOYEE_FUNCTION_LABELS],
  ['source', SOURCES, SOURCE_LABELS],
  ['record status', RECORD_STATUSES, RECORD_STATUS_LABELS],
  ['public transport card', PUBLIC_TRANSPORT_CARDS, PUBLIC_TRANSPORT_CARD_LABELS],
  ['citizenship', CITIZENSHIPS, CITIZENSHIP_LABELS],
  ['transition reason', TRANSITION_REASONS, TRANSITION_REASON_LABELS],
  ['donation state', DONATION_STATES, DONATION_STATE_LABELS],
  ['reject reason', REJECT_REASONS, REJECT_REASON_LABELS],
  ['period', PERIODS, PERIOD_LABELS],
  ['checked', CHECKED_VALUES, CHECKED_LABELS],
  ['language', LANGUAGES, LANGUAGE_LABELS],
  ['notification event', NOTIFICATION_EVENTS, NOTIFICATION_EVENT_LABELS],
  ['notification type', NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS],
  ['export file type', EXPORT_FILE_TYPES, EXPORT_FILE_TYPE_LABELS],
  ['delimiter', FIELD_DELIMITERS, FIELD_DELIMITER_LABELS],
  ['enclosure', FIELD_ENCLOSURES, FIELD_ENCLOSURE_LABELS],
  ['line ending', LINE_ENDINGS, LINE_ENDING_LABELS],
  ['shift duration', SHIFT_DURATIONS, SHIFT_DURATION_LABELS],
  ['theme setting', THEME_SETTING_KEYS, THEME_SETTING_LABELS],
  ['import encoding', IMPORT_ENCODINGS, IMPORT_ENCODING_LABELS],
];

describe('enums with Dutch labels', () => {
  it.each(ENUMS)(
    '%s: every value has exactly one non-empty, distinct label',
    (_name, values, labels) => {
      expect(Object.keys(labels).sort()).toEqual(values.map(String).sort());
      const texts = Object.values(labels);
      expect(texts.every((text) => text.trim() !== '')).toBe(true);
      expect(new Set(texts).size).toBe(texts.length);
    },
  );

  it('keeps the values of the spec, its spellings included', () => {
    expect(EMPLOYEE_FUNCTIONS).toContain('Captian');
    expect(EMPLOYEE_FUNCTIONS).toHaveLength(19);
    expect(SOURCES).toEqual(['website', 'via medewerker', 'anders', 'onbekend', 'import']);
    expect(PERIODS).toEqual(['M', 'K', 'H', 'J', 'E']);
    expect(PERIOD_LABELS.M).toBe('Maandelijks');
    expect(REJECT_REASON_LABELS.UNKNOWN).toBe('Onbekend');
    expect(SEX_LABELS).toEqual({ M: 'Man', V: 'Vrouw', O: 'Anders' });
    expect(IMPORT_ENCODINGS).toEqual(['utf8', 'utf16_le', 'ANSI']);
    expect(NOTIFICATION_TYPES).toEqual(['sms', 'mail']);
  });

  it('has the defaults of spec §3', () => {
    expect(DEFAULT_SEX).toBe('O');
    expect(DEFAULT_EMPLOYEE_FUNCTION).toBe('Trainee');
    expect(DEFAULT_RECORD_STATUS).toBe('Open');
  });

  it('writes each line ending as its characters', () => {
    expect(LINE_ENDING_CHARACTERS).toEqual({
      LF: '\n',
      'LF-CR': '\n\r',
      CR: '\r',
      'CR-LF': '\r\n',
      'CR-CR-LF': '\r\r\n',
    });
  });

  it('types the theme settings: logo and backgrounds files, primary and secundairy colours, the rest text', () => {
    const byType = (type: string) =>
      THEME_SETTING_KEYS.filter((key) => THEME_SETTING_KEY_TYPES[key] === type);
    expect(byType('file')).toEqual(['logo', 'splash-background', 'thanks-background']);
    expect(byType('color')).toEqual(['primary', 'secundairy']);
    expect(byType('text')).toHaveLength(8);
  });

  it('reuses the role labels of auth and offers only held roles', () => {
    expect(ROLE_OPTIONS.find((option) => option.value === 'ROLE_RECRUITER')?.label).toBe(
      ROLE_LABELS.ROLE_RECRUITER,
    );
    expect(assignableRoles(['ROLE_MANAGER'])).toEqual([
      'ROLE_MANAGER',
      'ROLE_RECRUITER',
      'ROLE_COORDINATOR',
      'ROLE_CAPTAIN',
      'ROLE_EMPLOYEE',
      'ROLE_APPLICANT',
      'ROLE_USER',
      'ROLE_ANONYMOUS',
    ]);
    expect(assignableRoles(['ROLE_CAPTAIN'])).not.toContain('ROLE_MANAGER');
  });

  it('builds options and labels, showing unknown values as they are', () => {
    expect(toOptions(PERIODS, PERIOD_LABELS)[4]).toEqual({ value: 'E', label: 'Eenmalig' });
    expect(labelFor(PERIOD_LABELS, 'K')).toBe('Per kwartaal');
    expect(labelFor(PERIOD_LABELS, 'X')).toBe('X');
    expect(labelFor(PERIOD_LABELS, null)).toBe('');
    expect(labelFor(PERIOD_LABELS, 'toString')).toBe('toString');
  });
});
