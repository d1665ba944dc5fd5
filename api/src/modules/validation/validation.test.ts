import type { FastifyInstance } from 'fastify';
import { composeIBAN } from 'ibantools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_LOOKUP_ALIAS } from '@veldwerk/shared/domain';
import { MESSAGES, VERIFICATION_MESSAGES } from '@veldwerk/shared/validation';
import { callers, type Call } from '../../../test/calls';
import { startFakeProvider, timed, type FakeProvider } from '../../../test/fake-provider';
import {
  authHeader,
  createTestApp,
  movableClock,
  openTestDatabase,
  signInAs,
  type TestDatabase,
} from '../../../test/harness';
import { createSimulatorPhoneLookup } from '../../providers/phone-lookup/simulator';
import type { PhoneLookupProvider } from '../../providers/phone-lookup';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
const clock = movableClock();
const hlrCalls: string[] = [];
const statusCalls: string[] = [];

/** The simulator, counting what reaches it. */
function countingPhoneProvider(): PhoneLookupProvider {
  const simulator = createSimulatorPhoneLookup();
  return {
    name: simulator.name,
    requestHlr: (number) => {
      hlrCalls.push(number);
      return simulator.requestHlr(number);
    },
    hlrStatus: (number, reference) => {
      statusCalls.push(number);
      return simulator.hlrStatus(number, reference);
    },
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, {
    now: clock.now,
    env: { PHONE_LOOKUP_CACHE_HOURS: '24' },
    verificationProviders: { phone: countingPhoneProvider() },
  });
  as = await callers(app);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const lookup = (call: Call, number: string, provider = PHONE_LOOKUP_ALIAS) =>
  call('GET', `/api/validation/${provider}/lookup/${encodeURIComponent(number)}`);
const startHlr = (call: Call, number: string, provider = PHONE_LOOKUP_ALIAS) =>
  call('POST', `/api/validation/${provider}/hlr`, { number });
const statusOf = (response: { json: () => unknown }) =>
  (response.json() as { status: unknown }).status;

/** GET until the status is not `sent` (the browser waits between polls; the api does not need to). */
async function pollToEnd(call: Call, number: string): Promise<unknown[]> {
  const seen: unknown[] = [];
  for (let poll = 0; poll < 6; poll += 1) {
    const status = statusOf(await lookup(call, number));
    seen.push(status);
    if (status !== 'sent') break;
  }
  return seen;
}

describe('GET /api/validation/iban/{iban}', () => {
  const check = (iban: string) =>
    as.employee('GET', `/api/validation/iban/${encodeURIComponent(iban)}`);

  it('validates locally and answers the BIC of a Dutch bank from the table', async () => {
    const response = await check('nl91 abna 0417 1643 00');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      iban: 'NL91ABNA0417164300',
      bank_data: { bic: 'ABNANL2A', name: 'ABN AMRO Bank' },
      message: null,
    });
  });

  it('answers valid: false (200) for an IBAN whose check digits or format are wrong', async () => {
    for (const iban of ['NL91ABNA0417164301', 'NL12', 'XX00123']) {
      const response = await check(iban);
      expect(response.statusCode, iban).toBe(200);
      expect(response.json(), iban).toMatchObject({
        valid: false,
        bank_data: { bic: null, name: null },
      });
    }
  });

  it('asks the bank-data provider for other countries and unknown Dutch codes', async () => {
    expect((await check('DE89370400440532013000')).json()).toMatchObject({
      valid: true,
      bank_data: { bic: 'COBADEFFXXX', name: 'Commerzbank' },
    });
    const unknownDutch = composeIBAN({ countryCode: 'NL', bban: 'ZZZZ0123456789' }) ?? '';
    expect((await check(unknownDutch)).json()).toMatchObject({
      valid: true,
      bank_data: { bic: null, name: null },
      message: null,
    });
  });

  it('keeps the local verdict and says so when the bank-data provider is down', async () => {
    const outage = composeIBAN({ countryCode: 'DE', bban: '999999990532013000' }) ?? '';
    const response = await check(outage);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      iban: outage,
      bank_data: { bic: null, name: null },
      message: VERIFICATION_MESSAGES.ibanBankUnavailable,
    });
  });

  it('refuses input that cannot be an IBAN at all with a Dutch 400', async () => {
    for (const iban of ["NL91' OR 1=1", 'NL91ABNA0417164300;', 'A'.repeat(43), 'Ä'.repeat(700)]) {
      const response = await check(iban);
      expect(response.statusCode, iban).toBe(400);
      expect(response.json(), iban).toMatchObject({
        message: VERIFICATION_MESSAGES.invalidIbanInput,
        errors: { children: { iban: { errors: [VERIFICATION_MESSAGES.invalidIbanInput] } } },
      });
    }
  });
});

describe('phone lookup: GET …/lookup/{number}, POST …/hlr', () => {
  it('has no result first, starts a lookup, and polls it to its result', async () => {
    expect((await lookup(as.employee, '0612345678')).json()).toEqual({
      number: '31612345678',
      status: null,
      checked_at: null,
      message: null,
    });
    const started = await startHlr(as.employee, '06 12 34 56 78');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      number: '31612345678',
      status: 'sent',
      checked_at: null,
    });
    const done = await lookup(as.employee, '31612345678');
    expect(done.json()).toEqual({
      number: '31612345678',
      status: 'active',
      checked_at: clock.now().toISOString(),
      message: null,
    });
  });

  it('reaches every result of the simulator, with the slow number sent twice first', async () => {
    const cases: [string, unknown[]][] = [
      ['0687654300', ['absent']],
      ['0687654301', ['failed']],
      ['0687654302', ['unknown']],
      ['0687654399', ['sent', 'sent', 'active']],
      ['0687654398', ['sent', 'sent', 'absent']],
    ];
    for (const [number, statuses] of cases) {
      expect(statusOf(await startHlr(as.manager, number)), number).toBe('sent');
      expect(await pollToEnd(as.manager, number), number).toEqual(statuses);
    }
  });

  it('reaches the provider once per number within the lifetime, then again after it', async () => {
    const number = '0611122233';
    const international = '31611122233';
    await startHlr(as.employee, number);
    await pollToEnd(as.employee, number);
    const requests = hlrCalls.filter((called) => called === international).length;
    const polls = statusCalls.filter((called) => called === international).length;
    expect([requests, polls]).toEqual([1, 1]);

    // Again, in every accepted form, by another user, hours later: all from the cache. (Moving
    // the clock this far ends the sessions too: sign in again.)
    clock.advance(23 * 3_600_000);
    as = await callers(app);
    for (const form of [number, international, '+31 6 1112 2233', '0031611122233']) {
      expect(statusOf(await lookup(as.manager, form)), form).toBe('active');
      expect(statusOf(await startHlr(as.manager, form)), form).toBe('active');
    }
    expect(hlrCalls.filter((called) => called === international)).toHaveLength(1);
    expect(statusCalls.filter((called) => called === international)).toHaveLength(1);

    // Past the lifetime (24 h here) the result is stale: no result, and a new lookup is made.
    clock.advance(2 * 3_600_000);
    as = await callers(app);
    expect(statusOf(await lookup(as.manager, number))).toBeNull();
    expect(statusOf(await startHlr(as.manager, number))).toBe('sent');
    expect(hlrCalls.filter((called) => called === international)).toHaveLength(2);
  });

  it('does not start a second lookup while one runs', async () => {
    const number = '0622233399';
    await startHlr(as.employee, number);
    expect(statusOf(await startHlr(as.employee, number))).toBe('sent');
    expect(hlrCalls.filter((called) => called === '31622233399')).toHaveLength(1);
  });

  it('answers failed with a Dutch message when the provider does not answer, and caches nothing', async () => {
    const response = await startHlr(as.employee, '0612345603');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      number: '31612345603',
      status: 'failed',
      checked_at: null,
      message: VERIFICATION_MESSAGES.phoneUnavailable,
    });
    expect(statusOf(await lookup(as.employee, '0612345603'))).toBeNull();
  });

  it('accepts the alias and the configured provider name, nothing else', async () => {
    expect((await lookup(as.employee, '0612345678', 'simulator')).statusCode).toBe(200);
    const other = await lookup(as.employee, '0612345678', 'messagebird');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      error: { message: VERIFICATION_MESSAGES.unknownPhoneProvider },
    });
    expect((await startHlr(as.employee, '0612345678', 'hlr2')).statusCode).toBe(404);
  });

  it('refuses a number the phone library cannot read with 400 "Ongeldig formaat"', async () => {
    for (const number of [
      '12',
      '0612',
      'abc',
      "06' OR 1=1",
      '06123456789012345678',
      '9'.repeat(600),
    ]) {
      const response = await lookup(as.employee, number);
      expect(response.statusCode, number).toBe(400);
      expect(response.json(), number).toMatchObject({
        message: MESSAGES.invalidPhone,
        errors: { children: { number: { errors: [MESSAGES.invalidPhone] } } },
      });
      const started = await startHlr(as.employee, number.slice(0, 32));
      expect(started.statusCode, number).toBe(400);
    }
    expect((await as.employee('POST', '/api/validation/hlr/hlr', { number: '' })).statusCode).toBe(
      400,
    );
    expect((await as.employee('POST', '/api/validation/hlr/hlr', {})).statusCode).toBe(400);
  });
});

describe('GET /api/validation/email/{address}', () => {
  const check = (address: string) =>
    as.employee('GET', `/api/validation/email/${encodeURIComponent(address)}`);

  it('answers the provider verdict with its reason', async () => {
    expect((await check('jan@voorbeeld.nl')).json()).toEqual({
      result: 'Ok',
      reason: null,
      provider: 'simulator',
    });
    expect((await check('jan+bad@voorbeeld.nl')).json()).toEqual({
      result: 'Bad',
      reason: 'mailbox_not_found',
      provider: 'simulator',
    });
    expect((await check('jan+catchall@voorbeeld.nl')).json()).toMatchObject({
      result: 'Unverifiable',
      reason: 'catch-all',
    });
  });

  it('answers Unverifiable with a Dutch reason when the provider does not answer', async () => {
    const response = await check('jan+timeout@voorbeeld.nl');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: 'Unverifiable',
      reason: VERIFICATION_MESSAGES.emailUnavailable,
      provider: 'simulator',
    });
  });

  it('refuses what is no email address with a Dutch 400', async () => {
    for (const address of ['jan', 'jan@', 'jan @voorbeeld.nl', `${'a'.repeat(250)}@voorbeeld.nl`]) {
      const response = await check(address);
      expect(response.statusCode, address).toBe(400);
      expect(response.json(), address).toMatchObject({
        message: VERIFICATION_MESSAGES.invalidEmailInput,
      });
    }
  });
});

describe('GET /api/validation/address/{postcode}/{number}', () => {
  const find = (postcode: string, number: string) =>
    as.employee(
      'GET',
      `/api/validation/address/${encodeURIComponent(postcode)}/${encodeURIComponent(number)}`,
    );

  it('answers street and city of a known or derived address', async () => {
    const known = await find('3011 ad', '40');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ street: 'Coolsingel', city: 'Rotterdam' });
    expect((await find('9402CD', '7')).json()).toMatchObject({ city: 'Assen' });
  });

  it('answers 404 with a Dutch message for an unknown address', async () => {
    const response = await find('1234SA', '1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { message: VERIFICATION_MESSAGES.addressNotFound },
    });
  });

  it('answers 503 with a Dutch message when the service does not answer', async () => {
    const response = await find('1234XX', '1');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { message: VERIFICATION_MESSAGES.addressUnavailable },
    });
  });

  it('refuses a postcode that is not 6 characters or a house number under 1 (400)', async () => {
    for (const [postcode, number, message] of [
      ['123', '1', VERIFICATION_MESSAGES.invalidPostcode],
      ['0123AB', '1', VERIFICATION_MESSAGES.invalidPostcode],
      ['1234ABC', '1', VERIFICATION_MESSAGES.invalidPostcode],
      ['1'.repeat(900), '1', VERIFICATION_MESSAGES.invalidPostcode],
      ['1234AB', '0', VERIFICATION_MESSAGES.invalidHouseNumber],
      ['1234AB', '-3', VERIFICATION_MESSAGES.invalidHouseNumber],
      ['1234AB', '1a', VERIFICATION_MESSAGES.invalidHouseNumber],
      ['1234AB', '123456', VERIFICATION_MESSAGES.invalidHouseNumber],
    ] as const) {
      const response = await find(postcode, number);
      expect(response.statusCode, `${postcode} ${number}`).toBe(400);
      expect(response.json(), `${postcode} ${number}`).toMatchObject({ message });
    }
  });
});

describe('access and limits', () => {
  it('refuses anonymous callers on every validation route', async () => {
    for (const [method, url] of [
      ['GET', '/api/validation/iban/NL91ABNA0417164300'],
      ['GET', '/api/validation/hlr/lookup/0612345678'],
      ['POST', '/api/validation/hlr/hlr'],
      ['GET', '/api/validation/email/jan%40voorbeeld.nl'],
      ['GET', '/api/validation/address/3011AD/40'],
    ] as const) {
      const response = await as.anonymous(
        method,
        url,
        method === 'POST' ? { number: '0612345678' } : undefined,
      );
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('limits lookups per user, not for everyone', async () => {
    const limited = await createTestApp(database, {
      env: { RATE_LIMIT_VALIDATION_PER_MINUTE: '3' },
    });
    try {
      const [employee, manager] = await Promise.all([
        signInAs(limited, 'employee@veldwerk.test'),
        signInAs(limited, 'manager@veldwerk.test'),
      ]);
      const call = (token: string) =>
        limited.inject({
          method: 'GET',
          url: '/api/validation/address/3011AD/40',
          headers: authHeader(token),
        });
      for (let i = 0; i < 3; i += 1) expect((await call(employee)).statusCode).toBe(200);
      const refused = await call(employee);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: { message: VERIFICATION_MESSAGES.tooManyLookups },
      });
      expect((await call(manager)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('real adapters that do not answer', () => {
  let fake: FakeProvider;
  let slow: FastifyInstance;
  let token: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeProvider(() => 'hang');
    slow = await createTestApp(database, {
      env: {
        LOG_LEVEL: 'warn',
        VERIFICATION_TIMEOUT_MS: '300',
        PHONE_LOOKUP_PROVIDER: 'messagebird',
        PHONE_LOOKUP_URL: fake.baseUrl,
        PHONE_LOOKUP_KEY: 'test-key',
        EMAIL_CHECK_PROVIDER: 'zerobounce',
        EMAIL_CHECK_URL: fake.baseUrl,
        EMAIL_CHECK_KEY: 'test-key',
        ADDRESS_PROVIDER: 'pdok',
        ADDRESS_URL: fake.baseUrl,
        IBAN_PROVIDER: 'openiban',
        IBAN_URL: fake.baseUrl,
      },
      logStream: { write: (line: string) => logLines.push(line) },
    });
    token = await signInAs(slow, 'employee@veldwerk.test');
  });

  afterAll(async () => {
    await slow.close();
    await fake.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    timed(() =>
      slow.inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) }),
    );

  it('answer within the configured time, never with a 5xx other than the address 503', async () => {
    const phone = await call('POST', '/api/validation/messagebird/hlr', { number: '0655544433' });
    expect(phone.value.statusCode).toBe(200);
    expect(phone.value.json()).toMatchObject({
      status: 'failed',
      message: VERIFICATION_MESSAGES.phoneUnavailable,
    });
    const email = await call('GET', '/api/validation/email/jan%40voorbeeld.nl');
    expect(email.value.json()).toEqual({
      result: 'Unverifiable',
      reason: VERIFICATION_MESSAGES.emailUnavailable,
      provider: 'zerobounce',
    });
    const iban = await call('GET', '/api/validation/iban/DE89370400440532013000');
    expect(iban.value.json()).toMatchObject({
      valid: true,
      message: VERIFICATION_MESSAGES.ibanBankUnavailable,
    });
    const address = await call('GET', '/api/validation/address/3011AD/40');
    expect(address.value.statusCode).toBe(503);
    for (const { ms } of [phone, email, iban, address]) expect(ms).toBeLessThan(1500);
    expect(fake.requests.length).toBeGreaterThanOrEqual(4);

    const warnings = logLines.filter((line) => line.includes('provider failed'));
    expect(warnings.length).toBeGreaterThanOrEqual(4);
    expect(warnings.join('\n')).toContain('"kind":"timeout"');
    expect(logLines.join('\n')).not.toContain('test-key');
  });

  it('still answers a Dutch IBAN from the table without calling out', async () => {
    const before = fake.requests.length;
    const { value } = await call('GET', '/api/validation/iban/NL91ABNA0417164300');
    expect(value.json()).toMatchObject({ bank_data: { bic: 'ABNANL2A' } });
    expect(fake.requests.length).toBe(before);
  });
});
