import { describe, expect, it } from 'vitest';
import {
  createPublicApplicationFormSchema,
  createPublicApplicationPayloadSchema,
  publicApplicationDefaults,
  publicApplicationSource,
  publicApplicationToPayload,
} from './public-application';
import { NOW, errorsOf } from '../common/test-helpers';

const form = createPublicApplicationFormSchema({ now: NOW });
const payload = createPublicApplicationPayloadSchema({ now: NOW });
const filled = {
  ...publicApplicationDefaults(),
  hq: 'Assen',
  mobile: '06 1234 5678',
  email: 'Sanne@Voorbeeld.nl',
};

describe('public application', () => {
  it('requires hq, mobile and email', () => {
    expect(errorsOf(form, publicApplicationDefaults())).toEqual({
      hq: 'Vereist veld',
      mobile: 'Vereist veld',
      email: 'Vereist veld',
    });
    expect(errorsOf(form, filled)).toEqual({});
  });

  it('checks the referral, names, phone and age', () => {
    expect(
      errorsOf(form, {
        ...filled,
        recruited_by_alternative: 'jan@x',
        firstname: 'J4n',
        mobile: '06',
        birth_date: '01/01/2020',
      }),
    ).toEqual({
      recruited_by_alternative: 'Incorrect formaat',
      firstname: 'Incorrect formaat',
      mobile: 'Ongeldig formaat',
      birth_date: 'Leeftijd is te laag',
    });
    expect(errorsOf(form, { ...filled, recruited_by_alternative: "Piet-Jan o'Brien 2" })).toEqual(
      {},
    );
  });

  it("sends source 'via medewerker' with a referral, otherwise 'website'", () => {
    expect(publicApplicationSource('123456')).toBe('via medewerker');
    expect(publicApplicationSource('  ')).toBe('website');
    expect(publicApplicationToPayload(filled).source).toBe('website');
    expect(publicApplicationToPayload(publicApplicationDefaults('123456')).source).toBe(
      'via medewerker',
    );
  });

  it('pre-fills the referral with the employee code of the route', () => {
    expect(publicApplicationDefaults('123456').recruited_by_alternative).toBe('123456');
  });

  it('strips spaces from mobile and capitalises names in the body', () => {
    const body = publicApplicationToPayload({
      ...filled,
      firstname: 'sanne',
      surname: 'de boer',
      birth_date: '02/03/2000',
    });
    expect(body).toMatchObject({
      firstname: 'Sanne',
      surname: 'De boer',
      mobile: '0612345678',
      email: 'sanne@voorbeeld.nl',
      birth_date: '2000-03-02',
    });
    expect(errorsOf(payload, body)).toEqual({});
  });

  it('refuses a body whose source does not match the referral, or without the required fields', () => {
    const body = publicApplicationToPayload(filled);
    expect(errorsOf(payload, { ...body, source: 'via medewerker' })).toEqual({
      source: 'Bron past niet bij de doorverwijzing',
    });
    expect(errorsOf(payload, { ...body, hq: '', mobile: null })).toEqual({
      hq: 'Vereist veld',
      mobile: 'Vereist veld',
    });
    expect(errorsOf(payload, { source: 'website' })).toEqual({
      hq: 'Vereist veld',
      mobile: 'Vereist veld',
      email: 'Vereist veld',
    });
  });
});
