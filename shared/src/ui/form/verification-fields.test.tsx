import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';

import { deferred, fakeHttp, json } from '../../testing';
import { VERIFICATION_MESSAGES } from '../../validation';
import { renderKit, signIn } from '../test/render';
import { AddressFields } from './address-fields';
import { EmailField } from './email-field';
import { IbanField } from './iban-field';
import { PhoneField } from './phone-field';
import { clearVerificationCaches } from './verification-client';

interface Values {
  mobile: string;
  iban: string;
  bic: string;
  email: string;
  postal_code: string;
  house_number: string;
  house_number_suffix: string;
  street: string;
  city: string;
  country: string;
}

const EMPTY: Values = {
  mobile: '',
  iban: '',
  bic: '',
  email: '',
  postal_code: '',
  house_number: '',
  house_number_suffix: '',
  street: '',
  city: '',
  country: 'NL',
};

/** A bare react-hook-form form around the fields, as the entity forms give them. */
function Harness({ children }: { children: ReactNode }) {
  const form = useForm<Values>({ defaultValues: EMPTY, mode: 'onChange' });
  return (
    <FormProvider {...form}>
      <Form layout="vertical" component={false}>
        {children}
      </Form>
      <label>
        BIC
        <input {...form.register('bic')} />
      </label>
      <label>
        Land
        <input {...form.register('country')} />
      </label>
    </FormProvider>
  );
}

function renderFields(children: ReactNode) {
  renderKit(<Harness>{children}</Harness>);
  return userEvent.setup();
}

/** The indicator of the field labelled `label` says `text` (as screen readers hear it). */
async function status(label: string, text: string, timeout = 1000) {
  await waitFor(
    () =>
      expect(screen.getByRole('status', { name: label })).toHaveTextContent(`${label}: ${text}`),
    { timeout },
  );
}
/**
 * The field's description (its error) once it says `text`: it may follow the status by a render,
 * so it is waited for like the status.
 */
async function described(element: HTMLElement, text: string, timeout = 1000) {
  await waitFor(() => expect(element).toHaveAccessibleDescription(text), { timeout });
}
const phone = (status: string | null, message: string | null = null) =>
  json(200, { number: '31612345678', status, checked_at: null, message });
const LOOKUP = 'GET /api/validation/hlr/lookup/31612345678';
const START = 'POST /api/validation/hlr/hlr';

beforeEach(() => {
  signIn();
  clearVerificationCaches();
});

describe('PhoneField', () => {
  it('strips spaces on blur, looks the number up and says the result', async () => {
    let reads = 0;
    const http = fakeHttp({
      [LOOKUP]: () => phone(reads++ === 0 ? null : 'active'),
      [START]: () => phone('sent'),
    });
    const user = renderFields(<PhoneField<Values> name="mobile" label="Mobiel" />);
    await status('Mobiel', 'Wachten op invoer');
    const input = screen.getByRole('textbox', { name: 'Mobiel' });
    await user.type(input, '06 1234 5678');
    await user.tab();
    expect(input).toHaveValue('0612345678');
    await status('Mobiel', 'Valideren...');
    await status('Mobiel', 'Actief', 3000);
    expect(http.calls('POST', '/api/validation/hlr/hlr')[0]?.body).toEqual({
      number: '31612345678',
    });

    // Leaving the field again asks nothing: the answer is cached per number.
    const calls = http.requests.length;
    await user.click(input);
    await user.tab();
    await status('Mobiel', 'Actief');
    expect(http.requests).toHaveLength(calls);
  });

  it('says "Ongeldig formaat" for a number the library refuses, and asks nothing', async () => {
    const http = fakeHttp({});
    const user = renderFields(<PhoneField<Values> name="mobile" label="Mobiel" />);
    const input = screen.getByRole('textbox', { name: 'Mobiel' });
    await user.type(input, '0612');
    await user.tab();
    await described(input, 'Ongeldig formaat');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await status('Mobiel', 'Wachten op invoer');
    expect(http.requests).toHaveLength(0);
    // Typing again clears the message.
    await user.type(input, '345678');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['absent', 'Afwezig'],
    ['failed', 'Kan niet uitvoeren'],
    ['unknown', 'Bestaat niet'],
  ])('shows %s as "%s"', async (result, label) => {
    fakeHttp({ [LOOKUP]: () => phone(result) });
    const user = renderFields(<PhoneField<Values> name="mobile" label="Mobiel" />);
    await user.type(screen.getByRole('textbox', { name: 'Mobiel' }), '0612345678');
    await user.tab();
    await status('Mobiel', label);
    expect(screen.queryByText('Nummer controle mislukt')).not.toBeInTheDocument();
  });

  it('in full mode says "Nummer controle mislukt" for a number that does not exist', async () => {
    fakeHttp({ [LOOKUP]: () => phone('unknown') });
    const user = renderFields(<PhoneField<Values> name="mobile" label="Mobiel" full />);
    const input = screen.getByRole('textbox', { name: 'Mobiel' });
    await user.type(input, '0612345678');
    await user.tab();
    await status('Mobiel', 'Bestaat niet');
    await described(input, 'Nummer controle mislukt');
  });

  it('reads "Kan niet uitvoeren" with the reason when the service is down, and blocks nothing', async () => {
    fakeHttp({ [LOOKUP]: () => json(503, { status: 'error', message: 'weg' }) });
    const user = renderFields(<PhoneField<Values> name="mobile" label="Mobiel" full />);
    const input = screen.getByRole('textbox', { name: 'Mobiel' });
    await user.type(input, '0612345678');
    await user.tab();
    await status('Mobiel', 'Kan niet uitvoeren');
    await described(input, VERIFICATION_MESSAGES.phoneUnavailable);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('IbanField', () => {
  const NL = 'GET /api/validation/iban/NL91ABNA0417164300';

  it('removes spaces, uppercases, validates and fills the BIC field', async () => {
    const http = fakeHttp({
      [NL]: () =>
        json(200, {
          valid: true,
          iban: 'NL91ABNA0417164300',
          bank_data: { bic: 'ABNANL2A', name: 'ABN AMRO Bank' },
          message: null,
        }),
    });
    const user = renderFields(<IbanField<Values> name="iban" label="IBAN" bicName="bic" />);
    await status('IBAN', 'Ongevalideerd');
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, 'nl91 abna 0417 1643 00');
    await user.tab();
    expect(input).toHaveValue('NL91ABNA0417164300');
    await status('IBAN', 'Gevalideerd');
    expect(screen.getByRole('textbox', { name: 'BIC' })).toHaveValue('ABNANL2A');
    expect(http.requests).toHaveLength(1);
  });

  it('says "Ongevalideerd" and "Incorrect formaat" for an invalid IBAN, without a call', async () => {
    const http = fakeHttp({});
    const user = renderFields(<IbanField<Values> name="iban" label="IBAN" bicName="bic" />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, 'NL91ABNA0417164301');
    await user.tab();
    await described(input, 'Incorrect formaat');
    await status('IBAN', 'Ongevalideerd');
    expect(http.requests).toHaveLength(0);
  });

  it('stays usable and says why when the check cannot be made', async () => {
    fakeHttp({ [NL]: () => json(500, { status: 'error', message: 'stuk' }) });
    const user = renderFields(<IbanField<Values> name="iban" label="IBAN" bicName="bic" />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, 'NL91ABNA0417164300');
    await user.tab();
    await status('IBAN', 'Ongevalideerd');
    await described(input, VERIFICATION_MESSAGES.ibanBankUnavailable);
    expect(screen.getByRole('textbox', { name: 'BIC' })).toHaveValue('');
  });
});

describe('EmailField', () => {
  const path = (address: string) => `GET /api/validation/email/${encodeURIComponent(address)}`;

  it('waits, validates, and says the verdict with the reason appended to the error', async () => {
    const pending = deferred<Response>();
    fakeHttp({
      [path('jan+bad@voorbeeld.nl')]: () => pending.promise,
      [path('jan@voorbeeld.nl')]: () =>
        json(200, { result: 'Ok', reason: null, provider: 'simulator' }),
    });
    const user = renderFields(<EmailField<Values> name="email" label="E-mail" />);
    await status('E-mail', 'Wachten op invoer');
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(input, 'jan+bad@voorbeeld.nl');
    await user.tab();
    await status('E-mail', 'Valideren...');
    pending.resolve(
      json(200, { result: 'Bad', reason: 'mailbox_not_found', provider: 'simulator' }),
    );
    await status('E-mail', 'Onmogelijk');
    await described(input, 'Onmogelijk: mailbox_not_found');

    await user.clear(input);
    await status('E-mail', 'Wachten op invoer');
    await user.type(input, 'jan@voorbeeld.nl');
    await user.tab();
    await status('E-mail', 'Gevalideerd');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Ongevalideerd" with the reason for an address the provider cannot verify', async () => {
    fakeHttp({
      [path('jan+catchall@voorbeeld.nl')]: () =>
        json(200, { result: 'Unverifiable', reason: 'catch-all', provider: 'simulator' }),
      [path('piet@voorbeeld.nl')]: () => json(503, {}),
    });
    const user = renderFields(<EmailField<Values> name="email" label="E-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(input, 'jan+catchall@voorbeeld.nl');
    await user.tab();
    await status('E-mail', 'Ongevalideerd');
    await described(input, 'Ongevalideerd: catch-all');

    await user.clear(input);
    await user.type(input, 'piet@voorbeeld.nl');
    await user.tab();
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        `Ongevalideerd: ${VERIFICATION_MESSAGES.emailUnavailable}`,
      ),
    );
  });

  it('checks the format first and asks nothing for a malformed address', async () => {
    const http = fakeHttp({});
    const user = renderFields(<EmailField<Values> name="email" label="E-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(input, 'jan@voorbeeld');
    await user.tab();
    await described(input, 'Incorrect formaat');
    expect(http.requests).toHaveLength(0);
  });
});

describe('AddressFields', () => {
  const names = {
    postcode: 'postal_code',
    houseNumber: 'house_number',
    suffix: 'house_number_suffix',
    street: 'street',
    city: 'city',
    country: 'country',
  } as const;

  it('fills street and city for a Dutch postcode and house number', async () => {
    const http = fakeHttp({
      'GET /api/validation/address/3011AD/40': () =>
        json(200, { street: 'Coolsingel', city: 'Rotterdam' }),
    });
    const user = renderFields(<AddressFields<Values> names={names} />);
    expect(screen.getByRole('group', { name: 'Adres' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '3011 ad');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('3011AD');
    expect(http.requests).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Huisnummer' }), '40');
    await user.tab();
    await status('Adres', 'Aangevuld');
    expect(screen.getByRole('textbox', { name: 'Straat' })).toHaveValue('Coolsingel');
    expect(screen.getByRole('textbox', { name: 'Plaats' })).toHaveValue('Rotterdam');
    // The suffix is not needed for street and city: leaving it asks nothing more.
    await user.type(screen.getByRole('textbox', { name: 'Toevoeging' }), 'b');
    await user.tab();
    expect(http.requests).toHaveLength(1);
  });

  it('says "Onbekend" for an unknown address and lets staff type street and city', async () => {
    fakeHttp({
      'GET /api/validation/address/1234SA/1': () =>
        json(404, { status: 'error', message: 'Adres niet gevonden.' }),
    });
    const user = renderFields(<AddressFields<Values> names={names} />);
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '1234SA');
    await user.type(screen.getByRole('textbox', { name: 'Huisnummer' }), '1');
    await user.tab();
    await status('Adres', 'Onbekend');
    await user.type(screen.getByRole('textbox', { name: 'Straat' }), 'Nieuwe Laan');
    await user.type(screen.getByRole('textbox', { name: 'Plaats' }), 'Ergens');
    expect(screen.getByRole('textbox', { name: 'Straat' })).toHaveValue('Nieuwe Laan');
  });

  it('says "Onbekend" with the reason when the service is down', async () => {
    fakeHttp({ 'GET /api/validation/address/1234XX/1': () => json(503, {}) });
    const user = renderFields(<AddressFields<Values> names={names} />);
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '1234XX');
    await user.type(screen.getByRole('textbox', { name: 'Huisnummer' }), '1');
    await user.tab();
    await status('Adres', 'Onbekend');
    await described(
      screen.getByRole('textbox', { name: 'Straat' }),
      VERIFICATION_MESSAGES.addressUnavailable,
    );
  });

  it('asks nothing outside NL, for a short postcode or a house number under 1', async () => {
    const http = fakeHttp({});
    const user = renderFields(<AddressFields<Values> names={names} />);
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    const number = screen.getByRole('textbox', { name: 'Huisnummer' });
    await user.type(postcode, '3011A');
    await user.type(number, '0');
    await user.tab();
    await user.clear(postcode);
    await user.type(postcode, '3011AD');
    await user.click(number);
    const country = screen.getByRole('textbox', { name: 'Land' });
    await user.clear(country);
    await user.type(country, 'BE');
    await user.clear(number);
    await user.type(number, '40');
    await user.tab();
    expect(number).toHaveValue('40');
    expect(http.requests).toHaveLength(0);
    expect(screen.getByRole('status', { name: 'Adres' })).toBeEmptyDOMElement();
  });
});
