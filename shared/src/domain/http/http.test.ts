import { describe, expect, it } from 'vitest';
import { isValidationErrorBody, validationErrorBody } from './http';

describe('validationErrorBody', () => {
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
