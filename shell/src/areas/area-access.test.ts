import { describe, expect, it } from 'vitest';

import { loginPathFor, safeReturnPath } from '../paths';
import { navigationFor } from './area-access';

const labels = (roles: string[]) => {
  const nav = navigationFor(roles);
  return { main: nav.main.map((a) => a.label), admin: nav.admin.map((a) => a.label) };
};

describe('navigationFor', () => {
  it('follows the access table per role', () => {
    expect(labels(['ROLE_MANAGER'])).toEqual({
      main: ['Medewerkers', 'Sollicitanten', 'Donateurs', 'Werkbriefjes'],
      admin: [],
    });
    expect(labels(['ROLE_RECRUITER'])).toEqual({
      main: ['Medewerkers', 'Sollicitanten'],
      admin: [],
    });
    expect(labels(['ROLE_CAPTAIN'])).toEqual({ main: ['Werkbriefjes'], admin: [] });
    expect(labels(['ROLE_SUPER_ADMINISTRATION'])).toEqual({
      main: ['Donateurs', 'Werkbriefjes'],
      admin: ['Klanten', 'Export layouts', 'Instellingen'],
    });
    expect(labels(['ROLE_ADMIN']).admin).toEqual(['Klanten', 'Export layouts', 'Instellingen']);
    expect(labels([])).toEqual({ main: [], admin: [] });
  });
});

describe('return paths', () => {
  it('keeps same-site paths only', () => {
    expect(safeReturnPath('/donations/12/?a=1')).toBe('/donations/12/?a=1');
    expect(safeReturnPath('//evil.example/')).toBeUndefined();
    expect(safeReturnPath('/\\evil.example')).toBeUndefined();
    expect(safeReturnPath('https://evil.example/')).toBeUndefined();
    expect(safeReturnPath('/')).toBeUndefined();
    expect(loginPathFor('/shifts/')).toBe('/?next=%2Fshifts%2F');
    expect(loginPathFor('/')).toBe('/');
  });
});
