/**
 * Twilio's webhooks (registered only with VOICE_PROVIDER=twilio; access rule `voice-webhooks`,
 * no session): every request must carry a valid `X-Twilio-Signature` for this api's public URL,
 * or it is refused with 403 before anything is read.
 *  - `POST voice/twilio/outgoing`: the TwiML app's Voice URL. The browser's call arrives with
 *    `From=client:{employee uuid}` and `To={don:id|emp:uuid}`; the number is looked up here.
 *  - `POST voice/twilio/status?callee&caller`: the dial's outcome (the `<Dial action>`), which
 *    writes the call log. Its query was written by us into signed TwiML, and is signed again.
 */
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, parseCalleeKey, VOICE_MESSAGES } from '@veldwerk/shared/domain';
import { HttpError } from '../../http/errors';
import type { TwilioVoice } from '../../providers/voice';
import type { VoiceService } from './service';

export interface TwilioRoutesOptions {
  twilio: TwilioVoice;
  service: VoiceService;
  publicUrl: string;
  record: boolean;
}

type Form = Record<string, string>;

const field = (form: Form, name: string) => (typeof form[name] === 'string' ? form[name] : '');

export const twilioRoutes: FastifyPluginCallback<TwilioRoutesOptions> = (
  app,
  { twilio, service, publicUrl, record },
  done,
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, parsed) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      parsed(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  /** The form of a request Twilio signed, or a 403 for anything else. */
  function signedForm(request: FastifyRequest, reply: FastifyReply): Form | null {
    const raw: unknown = request.body;
    const form: Form = {};
    if (typeof raw === 'object' && raw !== null) {
      for (const [key, value] of Object.entries(raw)) {
        if (typeof value === 'string') form[key] = value;
      }
    }
    const signature = request.headers['x-twilio-signature'];
    const valid =
      typeof signature === 'string' &&
      twilio.verifySignature(signature, `${publicUrl}${request.url}`, form) &&
      field(form, 'AccountSid') === twilio.settings.accountSid;
    if (!valid) {
      void reply.code(403).send(errorBody('signature_invalid', VOICE_MESSAGES.signatureInvalid));
      return null;
    }
    return form;
  }

  const sendTwiml = (reply: FastifyReply, twiml: string) =>
    reply.type('text/xml; charset=utf-8').send(twiml);

  app.post(
    '/api/voice/twilio/outgoing',
    {
      config: { access: 'voice-webhooks' },
      schema: { tags: ['voice'], summary: "Twilio's Voice URL: TwiML dialling the callee" },
    },
    async (request, reply) => {
      const form = signedForm(request, reply);
      if (form === null) return reply;
      try {
        const caller = await service.caller(field(form, 'From').replace(/^client:/, ''));
        const callee = await service.resolve(caller, field(form, 'To'));
        const query = new URLSearchParams({ callee: callee.key, caller: caller.id });
        return sendTwiml(
          reply,
          twilio.dialTwiml({
            number: callee.number,
            statusUrl: `${publicUrl}/api/voice/twilio/status?${query.toString()}`,
            record,
          }),
        );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        request.log.info({ code: error.code }, 'voice call refused');
        return sendTwiml(reply, twilio.refusalTwiml(error.message));
      }
    },
  );

  app.post(
    '/api/voice/twilio/status',
    {
      config: { access: 'voice-webhooks' },
      schema: { tags: ['voice'], summary: "Twilio's dial outcome: writes the call log" },
    },
    async (request, reply) => {
      const form = signedForm(request, reply);
      if (form === null) return reply;
      const query = request.query as Record<string, unknown>;
      const callee = typeof query.callee === 'string' ? parseCalleeKey(query.callee) : null;
      const callerId = typeof query.caller === 'string' ? query.caller : '';
      const caller = /^[0-9a-f-]{36}$/i.test(callerId)
        ? await service.findCaller(callerId)
        : undefined;
      const callSid = field(form, 'CallSid');
      if (callee !== null && caller !== undefined && callSid !== '') {
        const duration = Number.parseInt(field(form, 'DialCallDuration') || '0', 10);
        await service.logCall({
          callSid,
          caller,
          callee,
          duration: Number.isFinite(duration) ? duration : 0,
          recordingUrl: field(form, 'RecordingUrl') || null,
        });
      } else {
        request.log.warn({ callSid }, 'voice status callback without callee or caller');
      }
      return sendTwiml(reply, twilio.emptyTwiml());
    },
  );
  done();
};
