/**
 * The simulated voice provider's side of a call (registered only with VOICE_PROVIDER=simulator,
 * the default; access rule `voice`). The widget's simulated device calls these where the Twilio
 * SDK would talk to Twilio, and the api does what Twilio's webhooks would make it do:
 *  - `POST voice/simulator/calls` `{To}`: the outgoing webhook — the caller and the callee are
 *    checked and the number resolved exactly as for Twilio; the configured busy or failing
 *    number ends the call at once (logged with 0 seconds, as Twilio's dial outcome would be).
 *  - `POST voice/simulator/calls/{sid}/hangup`: the status callback — the call log is written
 *    with the seconds since the simulated callee answered.
 * Running calls live in this process only (the simulator is for one development or test api).
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  simulatedCallPayloadSchema,
  simulatedCallSchema,
  simulatedHangupSchema,
  VOICE_MESSAGES,
  type Callee,
  type SimulatedOutcome,
} from '@veldwerk/shared/domain';
import type { Config } from '../../config';
import { notFound, unauthorized } from '../../http/errors';
import type { Caller } from './repo';
import type { VoiceService } from './service';

const tags = ['voice'];
/** A simulated call nobody hung up is forgotten after this long. */
const FORGET_AFTER_MS = 4 * 60 * 60 * 1000;

interface RunningCall {
  caller: Caller;
  callee: Callee;
  startedAt: number;
}

export interface SimulatorRoutesOptions {
  service: VoiceService;
  simulator: Config['voice']['simulator'];
  now: () => Date;
}

export const simulatorRoutes: FastifyPluginCallbackZod<SimulatorRoutesOptions> = (
  app,
  { service, simulator, now },
  done,
) => {
  const running = new Map<string, RunningCall>();

  const forgetOld = (at: number) => {
    for (const [sid, call] of running) {
      if (at - call.startedAt > FORGET_AFTER_MS) running.delete(sid);
    }
  };

  app.post(
    '/api/voice/simulator/calls',
    {
      config: { access: 'voice' },
      schema: {
        tags,
        summary: 'Simulator: place a call (what Twilio would ask the outgoing webhook)',
        body: simulatedCallPayloadSchema,
        response: { 200: simulatedCallSchema },
      },
    },
    async (request) => {
      const session = request.session;
      if (session === null) throw unauthorized();
      const caller = await service.caller(session.employeeId);
      const resolved = await service.resolve(caller, request.body.To);
      const callSid = `SIM${randomBytes(16).toString('hex')}`;
      const outcome: SimulatedOutcome =
        resolved.number === simulator.busyNumber
          ? 'busy'
          : resolved.number === simulator.failingNumber
            ? 'failed'
            : 'answered';
      const at = now().getTime();
      forgetOld(at);
      if (outcome === 'answered') {
        running.set(callSid, { caller, callee: resolved.callee, startedAt: at });
      } else {
        await service.logCall({
          callSid,
          caller,
          callee: resolved.callee,
          duration: 0,
          recordingUrl: null,
        });
      }
      return {
        call_sid: callSid,
        name: resolved.name,
        outcome,
        connect_after_ms: simulator.connectMs,
      };
    },
  );

  app.post(
    '/api/voice/simulator/calls/:sid/hangup',
    {
      config: { access: 'voice' },
      schema: {
        tags,
        summary: 'Simulator: hang up (what Twilio would report to the status callback)',
        params: z.object({ sid: z.string().max(64) }),
        response: { 200: simulatedHangupSchema },
      },
    },
    async (request) => {
      const session = request.session;
      if (session === null) throw unauthorized();
      const call = running.get(request.params.sid);
      if (call === undefined || call.caller.id !== session.employeeId) {
        throw notFound(VOICE_MESSAGES.callNotFound);
      }
      running.delete(request.params.sid);
      const talked = now().getTime() - call.startedAt - simulator.connectMs;
      const duration = Math.max(0, Math.round(talked / 1000));
      await service.logCall({
        callSid: request.params.sid,
        caller: call.caller,
        callee: call.callee,
        duration,
        recordingUrl: null,
      });
      return { call_sid: request.params.sid, duration };
    },
  );
  done();
};
