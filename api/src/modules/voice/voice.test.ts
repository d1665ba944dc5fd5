import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isSimulatorToken,
  VOICE_MESSAGES,
  type CallLogItem,
  type SimulatedCall,
  type VoiceToken,
} from '@veldwerk/shared/domain';
import { callLogs, donations, employees } from '../../db/schema';
import { findEmployeeByEmail } from '../employees/repo';
import { callers, uniqueTag } from '../../../test/calls';
import {
  authHeader,
  createTestApp,
  movableClock,
  openTestDatabase,
  signInAs,
  TEST_PUBLIC_URL,
  type TestDatabase,
} from '../../../test/harness';

const TWILIO_ENV = {
  VOICE_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
  TWILIO_API_KEY_SID: `SK${'2'.repeat(32)}`,
  TWILIO_API_KEY_SECRET: 'test-api-key-secret',
  TWILIO_TWIML_APP_SID: `AP${'3'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'test-auth-token',
  TWILIO_CALLER_ID: '+31201234567',
  VOICE_TOKEN_TTL_SECONDS: '600',
};

let database: TestDatabase;
let sim: FastifyInstance;
let real: FastifyInstance;
let recording: FastifyInstance;
const clock = movableClock(new Date());
let simAs: Awaited<ReturnType<typeof callers>>;
let realAs: Awaited<ReturnType<typeof callers>>;
let recruiterSim: string;
let recruiterReal: string;
let recruiterId: string;
let managerId: string;
/** The employee being called (an employee with a mobile number). */
let calleeId: string;
let donorId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  sim = await createTestApp(database, { now: clock.now });
  real = await createTestApp(database, { env: TWILIO_ENV });
  recording = await createTestApp(database, { env: { ...TWILIO_ENV, VOICE_RECORD_CALLS: 'on' } });
  simAs = await callers(sim);
  realAs = await callers(real);
  recruiterSim = await signInAs(sim, 'recruiter@veldwerk.test');
  recruiterReal = await signInAs(real, 'recruiter@veldwerk.test');
  const recruiter = await findEmployeeByEmail(database.db, 'recruiter@veldwerk.test');
  const manager = await findEmployeeByEmail(database.db, 'manager@veldwerk.test');
  const callee = await findEmployeeByEmail(database.db, 'employee@veldwerk.test');
  if (recruiter === undefined || manager === undefined || callee === undefined) {
    throw new Error('demo accounts missing');
  }
  recruiterId = recruiter.id;
  managerId = manager.id;
  calleeId = callee.id;
  await database.db
    .update(employees)
    .set({ mobile: '06 12 34 56 78', phone: null, tel2: null })
    .where(eq(employees.id, calleeId));
  const client = await simAs.superAdministration('POST', '/api/clients', {
    client: { name: uniqueTag('Goede doel') },
  });
  const clientId = client.json<{ id: number }>().id;
  const campaign = await simAs.superAdministration('POST', `/api/clients/${clientId}/campaigns`, {
    campaign: { name: 'Straat 2026', input_fields: [] },
  });
  const campaignId = campaign.json<{ id: number }>().id;
  const [donor] = await database.db
    .insert(donations)
    .values({
      clientId,
      campaignId,
      firstname: 'Jan',
      surname: 'Jansen',
      mobile: '0687654321',
      callAttempts: 3,
    })
    .returning({ id: donations.id });
  if (donor === undefined) throw new Error('no donation');
  donorId = donor.id;
});

afterAll(async () => {
  await Promise.all([sim.close(), real.close(), recording.close()]);
  await database.dispose();
});

/** A webhook request as Twilio sends it: a form, signed for the api's public URL. */
function twilioPost(
  app: FastifyInstance,
  path: string,
  form: Record<string, string>,
  signature: string | null = twilio.getExpectedTwilioSignature(
    TWILIO_ENV.TWILIO_AUTH_TOKEN,
    `${TEST_PUBLIC_URL}${path}`,
    form,
  ),
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

const outgoing = (from: string, to: string, callSid = 'CA0001') => ({
  AccountSid: TWILIO_ENV.TWILIO_ACCOUNT_SID,
  ApplicationSid: TWILIO_ENV.TWILIO_TWIML_APP_SID,
  CallSid: callSid,
  From: `client:${from}`,
  Caller: `client:${from}`,
  To: to,
  Direction: 'inbound',
});

async function logsOf(app: FastifyInstance, query: string): Promise<CallLogItem[]> {
  const response = await (app === sim ? simAs : realAs).admin(
    'GET',
    `/api/calllogs?limit=1000&${query}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ results: CallLogItem[] }>().results;
}

describe('GET /api/voice/token', () => {
  it('issues a simulator token to an employee, and nothing without a session', async () => {
    const response = await simAs.employee('GET', '/api/voice/token');
    expect(response.statusCode).toBe(200);
    const body = response.json<VoiceToken>();
    expect(body.simulator).toBe(true);
    expect(isSimulatorToken(body.token)).toBe(true);
    const employee = await findEmployeeByEmail(database.db, 'employee@veldwerk.test');
    expect(body.identity).toBe(employee?.id);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(clock.now().getTime());
    expect((await simAs.anonymous('GET', '/api/voice/token')).statusCode).toBe(401);
  });

  it('issues a Twilio Access Token whose claims decode to the configured voice grant', async () => {
    const response = await real.inject({
      method: 'GET',
      url: '/api/voice/token',
      headers: authHeader(recruiterReal),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<VoiceToken>();
    expect(body.simulator).toBe(false);
    // Signed with the API key secret, as Twilio checks it.
    const secret = new TextEncoder().encode(TWILIO_ENV.TWILIO_API_KEY_SECRET);
    const { payload, protectedHeader } = await jwtVerify(body.token, secret);
    expect(protectedHeader).toMatchObject({ alg: 'HS256', cty: 'twilio-fpa;v=1' });
    expect(payload).toMatchObject({
      iss: TWILIO_ENV.TWILIO_API_KEY_SID,
      sub: TWILIO_ENV.TWILIO_ACCOUNT_SID,
      grants: {
        identity: recruiterId,
        voice: { outgoing: { application_sid: TWILIO_ENV.TWILIO_TWIML_APP_SID } },
      },
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600);
  });
});

describe('GET /api/voice/callees/{key}', () => {
  it('names the person a recruiter may read, refuses a donor, an unknown and a bad id', async () => {
    const call = (key: string) =>
      sim.inject({
        method: 'GET',
        url: `/api/voice/callees/${encodeURIComponent(key)}`,
        headers: authHeader(recruiterSim),
      });
    const named = await call(`emp:${calleeId}`);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual({ key: `emp:${calleeId}`, name: 'Noor Mulder' });
    expect(JSON.stringify(named.json())).not.toContain('612345678');
    const donor = await call(`don:${donorId}`);
    expect(donor.statusCode).toBe(403);
    expect(donor.json()).toMatchObject({ error: { message: VOICE_MESSAGES.calleeForbidden } });
    expect((await call('emp:00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await call('+31612345678');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: VOICE_MESSAGES.calleeInvalid } });
  });

  it('refuses a plain employee an employee (no read access to employees)', async () => {
    const response = await simAs.employee('GET', `/api/voice/callees/emp:${calleeId}`);
    expect(response.statusCode).toBe(403);
  });
});

describe('Twilio webhooks', () => {
  it('refuses unsigned and forged requests', async () => {
    const form = outgoing(recruiterId, `emp:${calleeId}`);
    const unsigned = await twilioPost(real, '/api/voice/twilio/outgoing', form, null);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ error: { message: VOICE_MESSAGES.signatureInvalid } });
    const forged = await twilioPost(
      real,
      '/api/voice/twilio/outgoing',
      form,
      twilio.getExpectedTwilioSignature(
        'another-token',
        `${TEST_PUBLIC_URL}/api/voice/twilio/outgoing`,
        form,
      ),
    );
    expect(forged.statusCode).toBe(403);
    // A signature over other parameters (the callee swapped) does not fit either.
    const swapped = await twilioPost(
      real,
      '/api/voice/twilio/outgoing',
      { ...form, To: `don:${donorId}` },
      twilio.getExpectedTwilioSignature(
        TWILIO_ENV.TWILIO_AUTH_TOKEN,
        `${TEST_PUBLIC_URL}/api/voice/twilio/outgoing`,
        form,
      ),
    );
    expect(swapped.statusCode).toBe(403);
    const status = await twilioPost(
      real,
      '/api/voice/twilio/status?callee=x',
      { CallSid: 'CA9' },
      null,
    );
    expect(status.statusCode).toBe(403);
  });

  it("dials the callee's stored number with the agency's caller id", async () => {
    const response = await twilioPost(
      real,
      '/api/voice/twilio/outgoing',
      outgoing(recruiterId, `emp:${calleeId}`),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/xml');
    const statusUrl = `${TEST_PUBLIC_URL}/api/voice/twilio/status?callee=emp%3A${calleeId}&amp;caller=${recruiterId}`;
    expect(response.body).toContain(
      `<Dial callerId="+31201234567" answerOnBridge="true" action="${statusUrl}" method="POST">` +
        '<Number>+31612345678</Number></Dial>',
    );
    expect(response.body).not.toContain('record=');
  });

  it('asks for a recording only when configured', async () => {
    const response = await twilioPost(
      recording,
      '/api/voice/twilio/outgoing',
      outgoing(recruiterId, `emp:${calleeId}`),
    );
    expect(response.body).toContain('record="record-from-answer-dual"');
  });

  it('never dials a number from the browser, nor a person the caller may not read', async () => {
    for (const to of ['+31699999999', `don:${donorId}`]) {
      const response = await twilioPost(
        real,
        '/api/voice/twilio/outgoing',
        outgoing(recruiterId, to),
      );
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<Dial');
      expect(response.body).toContain('<Hangup/>');
    }
    const forbidden = await twilioPost(
      real,
      '/api/voice/twilio/outgoing',
      outgoing(recruiterId, `don:${donorId}`),
    );
    expect(forbidden.body).toContain(VOICE_MESSAGES.calleeForbidden);
    const stranger = await twilioPost(
      real,
      '/api/voice/twilio/outgoing',
      outgoing('00000000-0000-4000-8000-000000000000', `emp:${calleeId}`),
    );
    expect(stranger.body).toContain(VOICE_MESSAGES.callerUnknown);
  });

  it('writes the call log from the status callback once, and counts a donor call (at most 5)', async () => {
    const path = `/api/voice/twilio/status?callee=emp%3A${calleeId}&caller=${recruiterId}`;
    const form = {
      AccountSid: TWILIO_ENV.TWILIO_ACCOUNT_SID,
      CallSid: 'CA-emp-1',
      DialCallSid: 'CA-child-1',
      DialCallStatus: 'completed',
      DialCallDuration: '42',
    };
    expect((await twilioPost(real, path, form)).statusCode).toBe(200);
    expect((await twilioPost(real, path, form)).statusCode).toBe(200); // Twilio retried
    const logs = (await logsOf(real, `employee=${calleeId}`)).filter(
      (log) => log.manager === recruiterId && log.duration === 42,
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]?.manager_name).toBe('Daan Smit');

    const donorPath = `/api/voice/twilio/status?callee=don%3A${donorId}&caller=${managerId}`;
    for (const sid of ['CA-don-1', 'CA-don-2', 'CA-don-3']) {
      const response = await twilioPost(real, donorPath, {
        AccountSid: TWILIO_ENV.TWILIO_ACCOUNT_SID,
        CallSid: sid,
        DialCallStatus: 'no-answer',
        DialCallDuration: '0',
        RecordingUrl: `https://api.twilio.com/recordings/${sid}`,
      });
      expect(response.statusCode).toBe(200);
    }
    const [donor] = await database.db
      .select({ callAttempts: donations.callAttempts })
      .from(donations)
      .where(eq(donations.id, donorId));
    expect(donor?.callAttempts).toBe(5);
    const donorLogs = await logsOf(real, `donation=${donorId}`);
    expect(donorLogs.filter((log) => log.recording_url?.includes('CA-don-'))).toHaveLength(3);
  });
});

describe('simulator', () => {
  it('places a call, and the hang-up writes the log with the seconds talked', async () => {
    const placed = await sim.inject({
      method: 'POST',
      url: '/api/voice/simulator/calls',
      headers: authHeader(recruiterSim),
      payload: { To: `emp:${calleeId}` },
    });
    expect(placed.statusCode).toBe(200);
    const call = placed.json<SimulatedCall>();
    expect(call).toMatchObject({
      name: 'Noor Mulder',
      outcome: 'answered',
      connect_after_ms: 1500,
    });
    clock.advance(1500 + 65_000);
    // Only the caller may hang up their call.
    const other = await simAs.manager('POST', `/api/voice/simulator/calls/${call.call_sid}/hangup`);
    expect(other.statusCode).toBe(404);
    const hangup = await sim.inject({
      method: 'POST',
      url: `/api/voice/simulator/calls/${call.call_sid}/hangup`,
      headers: authHeader(recruiterSim),
    });
    expect(hangup.statusCode).toBe(200);
    expect(hangup.json()).toEqual({ call_sid: call.call_sid, duration: 65 });
    const logs = await logsOf(sim, `employee=${calleeId}`);
    expect(logs.some((log) => log.duration === 65 && log.manager === recruiterId)).toBe(true);
    const [row] = await database.db
      .select()
      .from(callLogs)
      .where(eq(callLogs.callSid, call.call_sid));
    expect(row?.employeeId).toBe(calleeId);
  });

  it('answers busy for the configured busy number and refuses a person the caller may not read', async () => {
    await database.db
      .update(employees)
      .set({ mobile: '0612345670' })
      .where(eq(employees.id, calleeId));
    const busy = await sim.inject({
      method: 'POST',
      url: '/api/voice/simulator/calls',
      headers: authHeader(recruiterSim),
      payload: { To: `emp:${calleeId}` },
    });
    expect(busy.json<SimulatedCall>().outcome).toBe('busy');
    const forbidden = await sim.inject({
      method: 'POST',
      url: '/api/voice/simulator/calls',
      headers: authHeader(recruiterSim),
      payload: { To: `don:${donorId}` },
    });
    expect(forbidden.statusCode).toBe(403);
    await database.db
      .update(employees)
      .set({ mobile: '0612345678' })
      .where(eq(employees.id, calleeId));
  });
});
