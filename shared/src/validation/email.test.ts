import { describe, expect, it } from 'vitest';
import { emailCheckError, emailIndicatorLabel, emailRule, isEmail } from './email';

describe('email', () => {
  it('checks the format with "Incorrect formaat"', () => {
    expect(isEmail('jan@voorbeeld.nl')).toBe(true);
    expect(isEmail('jan.de.vries+werk@sub.voorbeeld.nl')).toBe(true);
    for (const value of [
      'jan',
      'jan@',
      'jan@voorbeeld',
      'jan @voorbeeld.nl',
      'a@b@c.nl',
      'jan@.nl',
    ]) {
      expect(emailRule(value, { now: new Date() }), value).toBe('Incorrect formaat');
    }
  });

  it('labels the verification indicator', () => {
    expect(emailIndicatorLabel('waiting')).toBe('Wachten op invoer');
    expect(emailIndicatorLabel('validating')).toBe('Valideren...');
    expect(emailIndicatorLabel('Bad')).toBe('Onmogelijk');
    expect(emailIndicatorLabel('Unverifiable')).toBe('Ongevalideerd');
    expect(emailIndicatorLabel('Ok')).toBe('Gevalideerd');
  });

  it('appends the provider reason to the error', () => {
    expect(emailCheckError('Ok', 'fine')).toBeUndefined();
    expect(emailCheckError('Bad', 'mailbox does not exist')).toBe(
      'Onmogelijk: mailbox does not exist',
    );
    expect(emailCheckError('Unverifiable', ' ')).toBe('Ongevalideerd');
    expect(emailCheckError('Unverifiable')).toBe('Ongevalideerd');
  });
});
