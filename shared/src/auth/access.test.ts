import { describe, expect, it } from 'vitest';
import { ACCESS_TABLE, can, findAccessRule, normalizeApiPath } from './access';
import { expandRoles, hasAllRoles, hasRole, ROLES } from './roles';

describe('role hierarchy', () => {
  it('expands admin to every role but nothing unknown', () => {
    const granted = expandRoles(['ROLE_ADMIN']);
    expect([...granted].sort()).toEqual([...ROLES].sort());
  });

  it('follows each chain of spec §6', () => {
    expect(hasRole(['ROLE_SUPER_MANAGER'], 'ROLE_RECRUITER')).toBe(true);
    expect(hasRole(['ROLE_SUPER_MANAGER'], 'ROLE_CAPTAIN')).toBe(true);
    expect(hasRole(['ROLE_SUPER_ADMINISTRATION'], 'ROLE_EMPLOYEE')).toBe(true);
    expect(hasRole(['ROLE_SUPER_ADMINISTRATION'], 'ROLE_MANAGER')).toBe(false);
    expect(hasRole(['ROLE_MANAGER'], 'ROLE_SUPER_ADMINISTRATION')).toBe(false);
    expect(hasRole(['ROLE_CAPTAIN'], 'ROLE_COORDINATOR')).toBe(false);
    expect([...expandRoles(['ROLE_EMPLOYEE'])].sort()).toEqual(
      ['ROLE_ANONYMOUS', 'ROLE_APPLICANT', 'ROLE_EMPLOYEE', 'ROLE_USER'].sort(),
    );
  });

  it('ignores unknown role names', () => {
    expect([...expandRoles(['ROLE_GOD', 'admin'])]).toEqual([]);
  });

  it('checks all roles of a target (change-password rule)', () => {
    expect(hasAllRoles(['ROLE_MANAGER'], ['ROLE_RECRUITER', 'ROLE_EMPLOYEE'])).toBe(true);
    expect(hasAllRoles(['ROLE_MANAGER'], ['ROLE_ADMINISTRATION'])).toBe(false);
  });
});

describe('access table', () => {
  it('normalizes api paths', () => {
    expect(normalizeApiPath('/api/clients/5/?limit=1')).toBe('clients/5');
    expect(normalizeApiPath('clients')).toBe('clients');
    expect(normalizeApiPath('/api/')).toBe('');
  });

  it('has unique rule ids', () => {
    const ids = ACCESS_TABLE.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lets anyone reach the public routes and nobody else the admin fallback', () => {
    expect(can([], 'POST', '/api/authenticate')).toBe(true);
    expect(can([], 'POST', '/api/public/applicants')).toBe(true);
    expect(can([], 'GET', '/api/user')).toBe(false);
    expect(can(['ROLE_USER'], 'GET', '/api/user')).toBe(true);
    expect(can(['ROLE_SUPER_MANAGER'], 'GET', '/api/something-unlisted')).toBe(false);
    expect(can(['ROLE_ADMIN'], 'GET', '/api/something-unlisted')).toBe(true);
    expect(findAccessRule('GET', 'something-unlisted').id).toBe('fallback');
  });

  it('reads clients for any user, writes them for super administration', () => {
    expect(can(['ROLE_EMPLOYEE'], 'GET', 'clients')).toBe(true);
    expect(can(['ROLE_EMPLOYEE'], 'POST', 'clients')).toBe(false);
    expect(can(['ROLE_MANAGER'], 'PUT', 'clients/1/campaigns/2')).toBe(false);
    expect(can(['ROLE_SUPER_ADMINISTRATION'], 'POST', 'clients')).toBe(true);
    expect(
      can(['ROLE_SUPER_ADMINISTRATION'], 'PUT', 'clients/1/campaigns/2/settings/logo.json'),
    ).toBe(true);
    expect(can(['ROLE_SUPER_ADMINISTRATION'], 'POST', 'clients/1/campaigns/2/settings')).toBe(
      false,
    );
    expect(can(['ROLE_ADMIN'], 'POST', 'clients/1/campaigns/2/settings')).toBe(true);
  });

  it('splits donations by method', () => {
    expect(can(['ROLE_EMPLOYEE'], 'POST', 'donations')).toBe(true);
    expect(can(['ROLE_EMPLOYEE'], 'GET', 'donations')).toBe(false);
    expect(can(['ROLE_MANAGER'], 'GET', 'donations/5')).toBe(true);
    expect(can(['ROLE_ADMINISTRATION'], 'PATCH', 'donations/5')).toBe(true);
    expect(can(['ROLE_MANAGER'], 'PATCH', 'donations/5')).toBe(false);
    expect(can(['ROLE_SUPER_ADMINISTRATION'], 'DELETE', 'donations/5')).toBe(false);
    expect(can(['ROLE_SUPER_ADMINISTRATION'], 'GET', 'dump-donations')).toBe(false);
    expect(can(['ROLE_ADMIN'], 'GET', 'dump-donations')).toBe(true);
  });

  it('guards employees, shifts and settings as spec §6 says', () => {
    expect(can(['ROLE_RECRUITER'], 'GET', 'employees')).toBe(true);
    expect(can(['ROLE_CAPTAIN'], 'GET', 'employees')).toBe(false);
    expect(can(['ROLE_RECRUITER'], 'PATCH', 'employees/u/password.json')).toBe(false);
    expect(can(['ROLE_MANAGER'], 'PATCH', 'employees/u/password.json')).toBe(true);
    expect(can(['ROLE_MANAGER'], 'DELETE', 'employees/u')).toBe(false);
    expect(can(['ROLE_CAPTAIN'], 'GET', 'shifts')).toBe(true);
    expect(can(['ROLE_RECRUITER'], 'GET', 'shifts')).toBe(false);
    expect(can(['ROLE_SUPER_ADMINISTRATION'], 'GET', 'settings')).toBe(true);
    expect(can(['ROLE_MANAGER'], 'GET', 'settings')).toBe(false);
    expect(can(['ROLE_SUPER_MANAGER'], 'GET', 'static/roles-table.html')).toBe(true);
    expect(can(['ROLE_MANAGER'], 'GET', 'static/roles-table.html')).toBe(false);
  });

  it('treats HEAD like GET', () => {
    expect(findAccessRule('HEAD', 'clients').id).toBe('clients-read');
  });
});
