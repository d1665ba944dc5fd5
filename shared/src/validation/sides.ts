/**
 * The two representations a rule table is written for. The browser form holds text
 * (`12,50`, `31/12/1990`, `9:30`); the api receives transport values (cents, `1990-12-31`,
 * `09:30`, ISO datetimes). An entity writes its rule table once as a function of the side.
 */
import { centsAmountRule, euroAmountRule } from './money';
import {
  displayDateRule,
  displayTimeRule,
  isoDateRule,
  isoDateTimeRule,
  isoTimeRule,
  type DateCheck,
} from './dates';
import type { Rule } from './rule';

export interface Side {
  readonly name: 'form' | 'payload';
  /** A calendar day plus checks (form `dd/mm/yyyy`, payload `YYYY-MM-DD`). */
  readonly date: (...checks: readonly DateCheck[]) => Rule;
  /** A time of day (form `H:mm`/`HH:mm`, payload `HH:mm`). */
  readonly time: Rule;
  /** An amount up to the maximum (form euro text, payload integer cents). */
  readonly amount: Rule;
}

export const FORM_SIDE: Side = {
  name: 'form',
  date: displayDateRule,
  time: displayTimeRule,
  amount: euroAmountRule,
};

export const PAYLOAD_SIDE: Side = {
  name: 'payload',
  date: isoDateRule,
  time: isoTimeRule,
  amount: centsAmountRule,
};

/** Payload datetimes (ISO 8601 with offset) have no form counterpart of their own. */
export const payloadDateTime = isoDateTimeRule;
