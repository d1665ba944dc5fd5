import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_LIST_STATES,
  EMPLOYEE_STATES,
  EMPLOYEE_STATE_LABELS,
  STATE_LISTS,
  applicantStates,
  employeeStates,
  isApplicantState,
  isEmployeeState,
  isPlannedState,
} from './employee-state';
import { stateVariantSchema } from '../platform/platform';

describe('employee and applicant states', () => {
  it('has all ten values with a Dutch label each', () => {
    expect(EMPLOYEE_STATES).toHaveLength(10);
    expect(Object.keys(EMPLOYEE_STATE_LABELS).sort()).toEqual([...EMPLOYEE_STATES].sort());
    expect(EMPLOYEE_STATE_LABELS['Trial planned']).toBe('Proefdag gepland');
  });

  it('has the lists of both deployment variants of spec §4', () => {
    expect(applicantStates('default')).toEqual([
      'New',
      'M&G planned',
      'M&G canceled',
      'Trial planned',
      'Trial canceled',
      'Exit',
    ]);
    expect(employeeStates('default')).toEqual(['Active', 'Pause', 'FormerEmployee']);
    expect(applicantStates('variant')).toEqual([
      'New',
      'M&G planned',
      'Trial planned',
      'GA_TRIAL_PERIOD',
      'Exit',
      'Pause',
    ]);
    expect(employeeStates('variant')).toEqual(['Active', 'FormerEmployee']);
    expect(EMPLOYEE_LIST_STATES).toEqual(['Active', 'Pause', 'FormerEmployee']);
  });

  it('uses the variant ids of the deployment schema', () => {
    expect(Object.keys(STATE_LISTS).sort()).toEqual([...stateVariantSchema.options].sort());
  });

  it('classifies states per variant', () => {
    expect(isApplicantState('default', 'Pause')).toBe(false);
    expect(isEmployeeState('default', 'Pause')).toBe(true);
    expect(isApplicantState('variant', 'Pause')).toBe(true);
    expect(isEmployeeState('variant', 'Pause')).toBe(false);
    expect(isApplicantState('default', 'Nonsense')).toBe(false);
  });

  it('recognises planned states', () => {
    expect(EMPLOYEE_STATES.filter(isPlannedState)).toEqual(['M&G planned', 'Trial planned']);
  });
});
