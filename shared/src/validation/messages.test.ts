import { describe, expect, it } from 'vitest';
import { INDICATORS, MESSAGES, maxChars, minChars } from './messages';

describe('messages', () => {
  it('quotes the texts of spec §5 exactly', () => {
    expect(MESSAGES).toMatchObject({
      required: 'Vereist veld',
      format: 'Incorrect formaat',
      maxAmount: 'Maximaal 250 euro',
      ageTooLow: 'Leeftijd is te laag',
      adultAge: 'Minimale leeftijd is 18 jaar',
      recentDate: 'Maximaal 60 dagen geleden',
      dateInPast: 'Datum ligt in het verleden',
      dateTooFarAhead: 'Datum moet binnen 21 dagen zijn',
      invalidPhone: 'Ongeldig formaat',
      phoneCheckFailed: 'Nummer controle mislukt',
      passwordTooShort: 'Minimaal 6 tekens.',
    });
    expect(minChars(3)).toBe('Minimaal 3 karakters');
    expect(maxChars(100)).toBe('Maximaal 100 karakters');
  });

  it('quotes the indicator texts of spec §5 and §8', () => {
    expect(INDICATORS).toMatchObject({
      waiting: 'Wachten op invoer',
      validating: 'Valideren...',
      impossible: 'Onmogelijk',
      unvalidated: 'Ongevalideerd',
      validated: 'Gevalideerd',
      completed: 'Aangevuld',
      unknown: 'Onbekend',
    });
  });

  it('writes every message text once', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
