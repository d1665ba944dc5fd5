/**
 * State transitions (spec §3, §4, §7): the entity, the transition form, and the
 * `POST employees/{uuid}/transitions` payload `{employee_state_transition: …}`.
 */
import { z } from '../common/zod-nl';
import {
  combineDateTime,
  displayToIsoDate,
  isoToDisplayDate,
  splitDateTime,
  type Now,
} from '../../validation/calendar';
import { nearFutureCheck, type DateCheck } from '../../validation/dates';
import { optional, requiredThen, ruledObject, type Rule } from '../../validation/rule';
import { FORM_SIDE, payloadDateTime } from '../../validation/sides';
import { employeeStateSchema, type EmployeeState } from '../employee/employee-state';
import { formText, payloadText } from '../common/fields';
import type { StateVariant } from '../platform/platform';
import {
  showsActionDate,
  showsEventDate,
  showsReason,
  tomorrow,
  type QuickTransition,
} from './transition-flow';
import { transitionReasonSchema, type TransitionReason } from './transition-reasons';
import { TEXT_MAX } from '../common/constants';

/** A transition as the api answers it. */
export const transitionSchema = z.object({
  uuid: z.string(),
  new_state: employeeStateSchema,
  event_reason: transitionReasonSchema.nullable(),
  event_comment: z.string().nullable(),
  event_date: z.string().nullable(),
  open_date: z.string().nullable(),
  creation_date: z.string(),
  /** The manager who made the change (uuid), null for system changes. */
  manager: z.string().nullable(),
  employee: z.string(),
});
export type Transition = z.infer<typeof transitionSchema>;

type Values = Readonly<Record<string, unknown>>;

/** How the transition's dates look on each side: form day + time, payload ISO datetimes. */
interface TransitionSide {
  readonly eventDate: (...checks: readonly DateCheck[]) => Rule;
  /** The separate time field (the form only). */
  time: Rule | undefined;
}

const FORM: TransitionSide = { eventDate: FORM_SIDE.date, time: FORM_SIDE.time };
const PAYLOAD: TransitionSide = { eventDate: payloadDateTime, time: undefined };

/**
 * The event date is required for a planned state and must be in the near future unless 'force'
 * is ticked; the action date is a plain date. One table, both sides.
 */
function transitionRules(side: TransitionSide, variant?: StateVariant) {
  return (values: Values): Record<string, Rule | undefined> => {
    const state = typeof values.new_state === 'string' ? values.new_state : '';
    const planned = showsEventDate(state);
    const eventDate =
      values.force_date === true ? side.eventDate() : side.eventDate(nearFutureCheck);
    // The form checks the action date only while it shows; the api checks what it receives.
    const actionDate =
      variant === undefined || showsActionDate(variant, state, values.open_on_event_date === true);
    return {
      event_date: planned ? requiredThen(eventDate) : undefined,
      event_time: planned && side.time !== undefined ? optional(side.time) : undefined,
      open_date: actionDate ? optional(side.eventDate()) : undefined,
    };
  };
}

export const transitionFormShape = {
  new_state: employeeStateSchema,
  event_reason: transitionReasonSchema.nullable(),
  event_comment: formText(TEXT_MAX.long),
  /** `dd/mm/yyyy` */
  event_date: formText(TEXT_MAX.code),
  /** `HH:mm`; empty means 00:00. */
  event_time: formText(TEXT_MAX.code),
  /** 'Open action on that date': open_date becomes the event date. */
  open_on_event_date: z.boolean(),
  /** The action date, `dd/mm/yyyy`. */
  open_date: formText(TEXT_MAX.code),
  force_date: z.boolean(),
};

export function createTransitionFormSchema(options: { now?: Now; variant?: StateVariant } = {}) {
  return ruledObject(
    transitionFormShape,
    transitionRules(FORM, options.variant ?? 'default'),
    options.now,
  );
}
export const transitionFormSchema = createTransitionFormSchema();
export type TransitionFormValues = z.infer<typeof transitionFormSchema>;

export const transitionPayloadShape = {
  new_state: employeeStateSchema,
  event_reason: transitionReasonSchema.nullish(),
  event_comment: payloadText(TEXT_MAX.long),
  /** ISO 8601 datetime. */
  event_date: z.iso.datetime({ offset: true }).nullish(),
  /** ISO 8601 datetime. */
  open_date: z.iso.datetime({ offset: true }).nullish(),
  force_date: z.boolean().default(false),
  /** Submitting always closes the record. */
  close_record: z.literal(true),
};

export function createTransitionPayloadSchema(options: { now?: Now } = {}) {
  return z.object({
    employee_state_transition: ruledObject(
      transitionPayloadShape,
      transitionRules(PAYLOAD),
      options.now,
    ),
  });
}
export const transitionPayloadSchema = createTransitionPayloadSchema();
export type TransitionPayload = z.infer<typeof transitionPayloadSchema>;
export type TransitionPayloadBody = TransitionPayload['employee_state_transition'];

/** The context the transition form needs besides its values. */
export interface TransitionContext {
  variant: StateVariant;
  currentState: string | null | undefined;
}

/** Empty form for a record in `currentState` (the free form starts on the current state). */
export function transitionFormDefaults(currentState: EmployeeState): TransitionFormValues {
  return {
    new_state: currentState,
    event_reason: null,
    event_comment: '',
    event_date: '',
    event_time: '',
    open_on_event_date: false,
    open_date: '',
    force_date: false,
  };
}

/** The form values a quick transition fills in (reason, and open date tomorrow where the table says so). */
export function quickTransitionFormValues(
  currentState: EmployeeState,
  quick: QuickTransition,
  now: Date,
): TransitionFormValues {
  return {
    ...transitionFormDefaults(currentState),
    new_state: quick.to,
    event_reason: quick.reason ?? null,
    open_date: quick.openTomorrow === true ? tomorrow(now) : '',
  };
}

/** Form values → `{employee_state_transition: …}`: hidden fields dropped, dates combined with times. */
export function transitionToPayload(
  values: TransitionFormValues,
  context: TransitionContext,
): TransitionPayload {
  const eventDay = showsEventDate(values.new_state) ? displayToIsoDate(values.event_date) : null;
  const eventDate = eventDay === null ? null : combineDateTime(eventDay, values.event_time);
  let openDate: string | null = null;
  if (values.open_on_event_date && eventDate !== null) {
    openDate = eventDate;
  } else if (showsActionDate(context.variant, values.new_state, values.open_on_event_date)) {
    const openDay = displayToIsoDate(values.open_date);
    openDate = openDay === null ? null : combineDateTime(openDay);
  }
  const reason: TransitionReason | null = showsReason(values.new_state, context.currentState)
    ? values.event_reason
    : null;
  const comment = values.event_comment.trim();
  return {
    employee_state_transition: {
      new_state: values.new_state,
      event_reason: reason,
      event_comment: comment === '' ? null : comment,
      event_date: eventDate,
      open_date: openDate,
      force_date: values.force_date,
      close_record: true,
    },
  };
}

/** A stored transition → form values (e.g. to repeat or inspect it). */
export function transitionToFormValues(transition: Transition): TransitionFormValues {
  const event = transition.event_date === null ? null : splitDateTime(transition.event_date);
  const open = transition.open_date === null ? null : splitDateTime(transition.open_date);
  const sameAsEvent =
    event !== null &&
    transition.open_date !== null &&
    transition.open_date === transition.event_date;
  return {
    new_state: transition.new_state,
    event_reason: transition.event_reason,
    event_comment: transition.event_comment ?? '',
    event_date: event === null ? '' : isoToDisplayDate(event.date),
    event_time: event === null ? '' : event.time,
    open_on_event_date: sameAsEvent,
    open_date: open === null || sameAsEvent ? '' : isoToDisplayDate(open.date),
    force_date: false,
  };
}
