import { describe, expect, it } from 'vitest';
import { personalDataRules, seesFullPersonalData } from './personal-data';

describe('seesFullPersonalData', () => {
  it('shows donations in full to administration and up, masked to managers who only read', () => {
    expect(personalDataRules('donations/1')).toEqual(['donations-write', 'donations-patch']);
    expect(seesFullPersonalData(['ROLE_ADMINISTRATION'], 'donations/1')).toBe(true);
    expect(seesFullPersonalData(['ROLE_ADMIN'], 'donations/1')).toBe(true);
    expect(seesFullPersonalData(['ROLE_MANAGER'], 'donations/1')).toBe(false);
    expect(seesFullPersonalData(['ROLE_SUPER_MANAGER'], 'donations')).toBe(false);
  });

  it('shows employees in full to the managers and recruiters who edit them', () => {
    const path = 'employees/5eed0001-0001-8000-8000-000000000001';
    expect(seesFullPersonalData(['ROLE_MANAGER'], path)).toBe(true);
    expect(seesFullPersonalData(['ROLE_RECRUITER'], path)).toBe(true);
    expect(seesFullPersonalData(['ROLE_CAPTAIN'], path)).toBe(false);
    expect(seesFullPersonalData(['ROLE_ADMINISTRATION'], path)).toBe(false);
  });

  it('shows donation checks to captains and administration, never to the anonymous', () => {
    expect(seesFullPersonalData(['ROLE_CAPTAIN'], 'donationchecks/x')).toBe(true);
    expect(seesFullPersonalData(['ROLE_EMPLOYEE'], 'donationchecks/x')).toBe(false);
    expect(seesFullPersonalData([], 'donationchecks/x')).toBe(false);
  });

  it('never counts the administrators-only fallback as an editing rule', () => {
    expect(seesFullPersonalData(['ROLE_USER'], 'nothing-here')).toBe(false);
    expect(personalDataRules('nothing-here')).toEqual([]);
  });
});
