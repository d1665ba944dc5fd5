/**
 * The state-change flow of spec §4 as pure functions: the quick-transition tables of both
 * deployment variants, what the transition form shows, the date presets, and the timeline.
 * `now` is a parameter; days are Amsterdam calendar days.
 */
import {
  addDays,
  amsterdamDate,
  displayToIsoDate,
  isoToDisplayDate,
} from '../../validation/calendar';
import { DATE_PRESETS, type DatePreset } from '../common/constants';
import { isApplicantState, isPlannedState, type EmployeeState } from '../employee/employee-state';
import type { StateVariant } from '../platform/platform';
import type { TransitionReason } from './transition-reasons';

export interface QuickTransition {
  readonly to: EmployeeState;
  readonly reason?: TransitionReason;
  /** The follow-up action opens tomorrow. */
  readonly openTomorrow?: boolean;
}

type QuickTable = Readonly<Partial<Record<EmployeeState, readonly QuickTransition[]>>>;

export const QUICK_TRANSITIONS: Readonly<Record<StateVariant, QuickTable>> = {
  default: {
    New: [{ to: 'M&G planned' }, { to: 'New', reason: 'NO_ANSWER', openTomorrow: true }],
    'M&G planned': [
      { to: 'Trial planned' },
      { to: 'M&G canceled', reason: 'NO_SHOW', openTomorrow: true },
    ],
    'M&G canceled': [{ to: 'M&G planned' }],
    'Trial planned': [{ to: 'Active' }, { to: 'Trial canceled', reason: 'NO_SHOW' }],
    'Trial canceled': [{ to: 'Trial planned' }],
    Active: [{ to: 'Pause' }],
    Pause: [],
    Exit: [],
    FormerEmployee: [],
  },
  variant: {
    New: [{ to: 'M&G planned' }, { to: 'New', reason: 'NO_ANSWER' }, { to: 'Exit' }],
    'M&G planned': [{ to: 'Trial planned' }, { to: 'Pause' }, { to: 'Exit' }],
    'Trial planned': [{ to: 'GA_TRIAL_PERIOD' }, { to: 'Exit' }],
    GA_TRIAL_PERIOD: [{ to: 'Active' }],
    Active: [{ to: 'Pause' }, { to: 'FormerEmployee' }],
    Pause: [{ to: 'Trial planned' }],
  },
};

/** The quick transitions offered for a record in `state` (none for an unknown state). */
export function quickTransitionsFor(
  variant: StateVariant,
  state: string,
): readonly QuickTransition[] {
  return QUICK_TRANSITIONS[variant][state as EmployeeState] ?? [];
}

/** States that get a reason field, besides an unchanged state. 'Passief' is a legacy state name. */
export const REASON_STATES: readonly string[] = [
  'Exit',
  'Passief',
  'M&G canceled',
  'Trial canceled',
  'Pause',
];

/** A reason shows for Exit, Passief, M&G canceled, Trial canceled, Pause, or an unchanged state. */
export function showsReason(newState: string, currentState: string | null | undefined): boolean {
  return REASON_STATES.includes(newState) || newState === currentState;
}

/** A dated event with time shows for states containing 'planned'. */
export function showsEventDate(newState: string): boolean {
  return isPlannedState(newState);
}

/** 'Open action on that date' goes with the event date. */
export function showsOpenOnEventDate(newState: string): boolean {
  return isPlannedState(newState);
}

/** The action date shows for applicant states, unless it follows the event date. */
export function showsActionDate(
  variant: StateVariant,
  newState: string,
  openOnEventDate: boolean,
): boolean {
  return isApplicantState(variant, newState) && !(openOnEventDate && showsEventDate(newState));
}

/** The date fields of the transition form, as the form holds them. */
export interface TransitionDates {
  new_state: string;
  event_date: string;
  open_on_event_date: boolean;
  open_date: string;
}

/** 'Force date' shows when a shown date lies before today. */
export function showsForceDate(variant: StateVariant, values: TransitionDates, now: Date): boolean {
  const today = amsterdamDate(now);
  const shown: string[] = [];
  if (showsEventDate(values.new_state)) shown.push(values.event_date);
  if (showsActionDate(variant, values.new_state, values.open_on_event_date))
    shown.push(values.open_date);
  return shown.some((value) => {
    const date = displayToIsoDate(value);
    return date !== null && date < today;
  });
}

export interface TransitionVisibility {
  reason: boolean;
  eventDate: boolean;
  openOnEventDate: boolean;
  actionDate: boolean;
  forceDate: boolean;
}

/** Everything the transition form shows, for the current values. */
export function transitionVisibility(
  variant: StateVariant,
  currentState: string | null | undefined,
  values: TransitionDates,
  now: Date,
): TransitionVisibility {
  return {
    reason: showsReason(values.new_state, currentState),
    eventDate: showsEventDate(values.new_state),
    openOnEventDate: showsOpenOnEventDate(values.new_state),
    actionDate: showsActionDate(variant, values.new_state, values.open_on_event_date),
    forceDate: showsForceDate(variant, values, now),
  };
}

/** The +1d / +1w presets: today plus one day or one week, as `dd/mm/yyyy`. */
export function datePreset(preset: DatePreset, now: Date): string {
  return isoToDisplayDate(addDays(amsterdamDate(now), DATE_PRESETS[preset]));
}

/** Tomorrow as `dd/mm/yyyy` (quick transitions that open the action tomorrow). */
export function tomorrow(now: Date): string {
  return datePreset('+1d', now);
}

export interface TimelineTransition {
  new_state: string;
  event_date?: string | null;
  creation_date?: string | null;
  manager?: unknown;
}

export type TimelineEntry<T extends TimelineTransition> =
  | { implicit: false; transition: T }
  | { implicit: true; transition: { new_state: 'New'; creation_date: string | null } };

const sortKey = (t: TimelineTransition): string => t.creation_date ?? t.event_date ?? '';

/**
 * The timeline, newest first. When the oldest transition is not a 'New' set by a manager, an
 * implicit initial 'New' entry (at the person's creation date) closes the list.
 */
export function transitionTimeline<T extends TimelineTransition>(
  transitions: readonly T[],
  personCreationDate: string | null,
): TimelineEntry<T>[] {
  const newestFirst = [...transitions].sort((a, b) => {
    const ka = new Date(sortKey(a)).getTime();
    const kb = new Date(sortKey(b)).getTime();
    return (Number.isNaN(kb) ? 0 : kb) - (Number.isNaN(ka) ? 0 : ka);
  });
  const entries: TimelineEntry<T>[] = newestFirst.map((transition) => ({
    implicit: false,
    transition,
  }));
  const oldest = newestFirst.at(-1);
  const startsWithManagerNew =
    oldest !== undefined &&
    oldest.new_state === 'New' &&
    oldest.manager !== null &&
    oldest.manager !== undefined;
  if (!startsWithManagerNew) {
    entries.push({
      implicit: true,
      transition: { new_state: 'New', creation_date: personCreationDate },
    });
  }
  return entries;
}
