import { describe, expect, it } from 'vitest';
import {
  canEditEmployeeField,
  lockedEmployeeFields,
  refusedEmployeeChangeIssues,
  refusedEmployeeChanges,
} from './employee-access';
import { validationErrorBody } from '../http/http';

const filled = { employee_code: '123456', backstage_reference: 'ref-1' };
const empty = { employee_code: null, backstage_reference: '' };

describe('employee_code and backstage_reference: manager-only once filled', () => {
  it('lets anyone with the form fill an empty field', () => {
    expect(canEditEmployeeField('employee_code', ['ROLE_RECRUITER'], empty)).toBe(true);
    expect(lockedEmployeeFields(['ROLE_RECRUITER'], empty)).toEqual([]);
  });

  it('locks a filled field for a non-manager', () => {
    expect(canEditEmployeeField('employee_code', ['ROLE_RECRUITER'], filled)).toBe(false);
    expect(lockedEmployeeFields(['ROLE_RECRUITER'], filled)).toEqual([
      'employee_code',
      'backstage_reference',
    ]);
    expect(lockedEmployeeFields(['ROLE_RECRUITER'], { employee_code: '123456' })).toEqual([
      'employee_code',
    ]);
  });

  it('lets ROLE_MANAGER, and roles including it, edit a filled field', () => {
    for (const role of ['ROLE_MANAGER', 'ROLE_SUPER_MANAGER', 'ROLE_ADMIN']) {
      expect(lockedEmployeeFields([role], filled), role).toEqual([]);
    }
  });

  it('makes the api refuse a change of a locked field, but not an unchanged or absent one', () => {
    expect(refusedEmployeeChanges(['ROLE_RECRUITER'], filled, { employee_code: '654321' })).toEqual(
      ['employee_code'],
    );
    expect(
      refusedEmployeeChanges(['ROLE_RECRUITER'], filled, { employee_code: ' 123456 ' }),
    ).toEqual([]);
    expect(refusedEmployeeChanges(['ROLE_RECRUITER'], filled, {})).toEqual([]);
    expect(
      refusedEmployeeChanges(['ROLE_RECRUITER'], filled, { backstage_reference: null }),
    ).toEqual(['backstage_reference']);
    expect(refusedEmployeeChanges(['ROLE_MANAGER'], filled, { employee_code: '654321' })).toEqual(
      [],
    );
    expect(refusedEmployeeChanges(['ROLE_RECRUITER'], empty, { employee_code: '654321' })).toEqual(
      [],
    );
  });

  it('reports the refusal as a field error body', () => {
    const body = validationErrorBody(
      refusedEmployeeChangeIssues(['ROLE_RECRUITER'], filled, { employee_code: '1' }),
    );
    expect(body.errors.children).toEqual({
      employee_code: { errors: ['Alleen een manager kan dit veld wijzigen'] },
    });
  });
});
