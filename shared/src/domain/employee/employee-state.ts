/**
 * Employee and applicant states (spec §4). Applicants are employees by status; which states
 * count as applicant or employee states depends on the deployment's variant.
 */
import { z } from '../common/zod-nl';
import type { StateVariant } from '../platform/platform';

export const EMPLOYEE_STATES = [
  'New',
  'M&G planned',
  'M&G canceled',
  'Trial planned',
  'Trial canceled',
  'GA_TRIAL_PERIOD',
  'Active',
  'Pause',
  'Exit',
  'FormerEmployee',
] as const;
export type EmployeeState = (typeof EMPLOYEE_STATES)[number];
export const employeeStateSchema = z.enum(EMPLOYEE_STATES);

export const EMPLOYEE_STATE_LABELS: Record<EmployeeState, string> = {
  New: 'Nieuw',
  'M&G planned': 'M&G gepland',
  'M&G canceled': 'M&G geannuleerd',
  'Trial planned': 'Proefdag gepland',
  'Trial canceled': 'Proefdag geannuleerd',
  GA_TRIAL_PERIOD: 'Proefperiode',
  Active: 'Actief',
  Pause: 'Pauze',
  Exit: 'Afgevallen',
  FormerEmployee: 'Oud-medewerker',
};

export interface StateLists {
  readonly applicant: readonly EmployeeState[];
  readonly employee: readonly EmployeeState[];
}

export const STATE_LISTS: Readonly<Record<StateVariant, StateLists>> = {
  default: {
    applicant: ['New', 'M&G planned', 'M&G canceled', 'Trial planned', 'Trial canceled', 'Exit'],
    employee: ['Active', 'Pause', 'FormerEmployee'],
  },
  variant: {
    applicant: ['New', 'M&G planned', 'Trial planned', 'GA_TRIAL_PERIOD', 'Exit', 'Pause'],
    employee: ['Active', 'FormerEmployee'],
  },
};

/** The employee list filters on these states (spec §4, §7), in every deployment. */
export const EMPLOYEE_LIST_STATES: readonly EmployeeState[] = ['Active', 'Pause', 'FormerEmployee'];

/** A new applicant starts as 'New'. */
export const DEFAULT_APPLICANT_STATE: EmployeeState = 'New';

export function applicantStates(variant: StateVariant): readonly EmployeeState[] {
  return STATE_LISTS[variant].applicant;
}

export function employeeStates(variant: StateVariant): readonly EmployeeState[] {
  return STATE_LISTS[variant].employee;
}

export function isApplicantState(variant: StateVariant, state: string): boolean {
  return (STATE_LISTS[variant].applicant as readonly string[]).includes(state);
}

export function isEmployeeState(variant: StateVariant, state: string): boolean {
  return (STATE_LISTS[variant].employee as readonly string[]).includes(state);
}

/** States with a planned event ('M&G planned', 'Trial planned'): they get a dated event with time. */
export function isPlannedState(state: string): boolean {
  return state.toLowerCase().includes('planned');
}
