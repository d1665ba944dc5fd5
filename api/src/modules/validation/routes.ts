/**
 * `/api/validation/…` (spec §7 "Validation and voice"), access rule `validation` (any signed-in
 * user). Every route counts towards one per-user limit, so a stuck screen or a leaked token
 * cannot run up a provider's bill.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressLookupParamsSchema,
  addressLookupSchema,
  emailCheckSchema,
  ibanCheckSchema,
  PHONE_LOOKUP_ALIAS,
  phoneHlrBodySchema,
  phoneLookupSchema,
} from '@veldwerk/shared/domain';
import { VERIFICATION_MESSAGES } from '@veldwerk/shared/validation';
import { HttpError, InvalidInputError, notFound } from '../../http/errors';
import type { VerificationService } from './service';

export interface ValidationRouteOptions {
  service: VerificationService;
  perUserPerMinute: number;
}

const tags = ['validation'];
const access = { access: 'validation' };

export const validationRoutes: FastifyPluginCallbackZod<ValidationRouteOptions> = (
  app,
  { service, perUserPerMinute },
  done,
) => {
  const limit = app.createRateLimit({
    max: perUserPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `validation:${request.session?.employeeId ?? request.ip}`,
  });
  // Runs after the access guard (a root hook), so `session` is known and anonymous is already out.
  app.addHook('onRequest', async (request) => {
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw new HttpError(429, 'too_many_requests', VERIFICATION_MESSAGES.tooManyLookups);
    }
  });

  const phoneProvider = (name: string) => {
    if (!service.isPhoneProvider(name, PHONE_LOOKUP_ALIAS)) {
      throw notFound(VERIFICATION_MESSAGES.unknownPhoneProvider);
    }
  };

  app.get(
    '/api/validation/iban/:iban',
    {
      config: access,
      schema: {
        tags,
        summary: 'Check an IBAN (locally), with the BIC and bank name',
        description:
          'An invalid IBAN answers 200 with `valid: false`; input that cannot be an IBAN at all ' +
          '(other characters, over 42 characters) answers 400.',
        params: z.object({ iban: z.string() }),
        response: { 200: ibanCheckSchema },
      },
    },
    (request) => service.iban(request.params.iban, request.log),
  );

  app.get(
    '/api/validation/email/:address',
    {
      config: access,
      schema: {
        tags,
        summary: 'Verify an email address with the email-verification provider',
        description: 'Ok, Bad or Unverifiable with the reason; an unreadable address answers 400.',
        params: z.object({ address: z.string() }),
        response: { 200: emailCheckSchema },
      },
    },
    (request) => service.email(request.params.address, request.log),
  );

  app.get(
    '/api/validation/address/:postcode/:number',
    {
      config: access,
      schema: {
        tags,
        summary: 'Street and city of a Dutch postcode and house number',
        description:
          '404 when the address is unknown, 503 when the service cannot answer; a postcode that ' +
          'is not 6 characters (1234AB) or a house number under 1 answers 400.',
        params: z.object({ postcode: z.string(), number: z.string() }),
        response: { 200: addressLookupSchema },
      },
    },
    (request) => {
      const parsed = addressLookupParamsSchema.safeParse(request.params);
      if (!parsed.success) {
        const [first] = parsed.error.issues;
        throw new InvalidInputError(parsed.error.issues, {
          ...(first === undefined ? {} : { message: first.message }),
        });
      }
      return service.address(parsed.data.postcode, parsed.data.number, request.log);
    },
  );

  app.get(
    '/api/validation/:provider/lookup/:number',
    {
      config: access,
      schema: {
        tags,
        summary: 'The phone lookup of a number: cached result, running status, or none yet',
        description:
          '`{provider}` is `hlr` or the configured provider. `status` null: no lookup yet (POST ' +
          '…/hlr starts one); `sent`: running, ask again. An unreadable number answers 400 ' +
          '"Ongeldig formaat".',
        params: z.object({ provider: z.string(), number: z.string() }),
        response: { 200: phoneLookupSchema },
      },
    },
    (request) => {
      phoneProvider(request.params.provider);
      return service.phoneLookup(request.params.number, request.log);
    },
  );

  app.post(
    '/api/validation/:provider/hlr',
    {
      config: access,
      schema: {
        tags,
        summary: 'Start a network (HLR) lookup of a number',
        description:
          'Answers the cached result when one is fresh, the running lookup when one runs, ' +
          'otherwise starts one (`status: sent`).',
        params: z.object({ provider: z.string() }),
        body: phoneHlrBodySchema,
        response: { 200: phoneLookupSchema },
      },
    },
    (request) => {
      phoneProvider(request.params.provider);
      return service.startPhoneLookup(request.body.number, request.log);
    },
  );

  done();
};
