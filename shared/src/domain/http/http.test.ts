import { describe, expect, it } from 'vitest';
import { isValidationErrorBody, validationErrorBody } from './http';

describe('validationErrorBody', () => {
  it('keys fields named like Object.prototype members as plain fields', () => {
    const names = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__'];
    const body = validationErrorBody(names.map((name) => ({ path: [name], message: 'Fout' })));
    expect(Object.keys(body.errors.children)).toEqual(names);
    for (const name of names) {
      expect(Object.getOwnPropertyDescriptor(body.errors.children, name)?.value).toEqual({
        errors: ['Fout'],
      });
    }
    expect(Object.getPrototypeOf(body.errors.children)).toBe(Object.prototype);
    const parsed = JSON.parse(JSON.stringify(body)) as typeof body;
    expect(Object.getOwnPropertyDescriptor(parsed.errors.children, '__proto__')?.value).toEqual({
      errors: ['Fout'],
    });
  });

  it('maps field issues under children and strips the resource wrapper', () => {
    const body = validationErrorBody(
      [
        { path: ['client', 'name'], message: 'Minimaal 3 karakters' },
        { path: ['client', 'name'], message: 'Minimaal 3 karakters' },
        { path: ['client', 'input_fields', 0, 'label'], message: 'Vereist veld' },
        { path: [], message: 'Formulier ongeldig' },
      ],
      { root: 'client' },
    );
    expect(body.errors.children).toEqual({
      name: { errors: ['Minimaal 3 karakters'] },
      'input_fields.0.label': { errors: ['Vereist veld'] },
    });
    expect(body.errors.errors).toEqual(['Formulier ongeldig']);
    expect(isValidationErrorBody(body)).toBe(true);
    expect(isValidationErrorBody({ error: { message: 'x' } })).toBe(false);
  });
});
