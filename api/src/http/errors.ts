/**
 * The one error handler and the 404 answer. Every refusal leaves as `errorBody` (Dutch
 * `error.message`), invalid input as `validationErrorBody` (spec §8), and a server fault as a
 * generic 500 whose details go only to the log: no stack traces, SQL or driver messages in answers.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorBody,
  HTTP_MESSAGES,
  validationErrorBody,
  type IssueLike,
} from '@veldwerk/shared/domain';

/** A refusal with a Dutch message that is safe to show. Throw it from hooks, services and routes. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Input a route checks itself (beyond its schema): answered as 400 in the validation shape of
 * spec §8, like a schema refusal. `extra` adds keys beside it (`layout_messages`).
 */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
  constructor(
    readonly issues: readonly IssueLike[],
    readonly options: {
      /** Resource wrapper stripped from the field paths. */
      root?: string;
      message?: string;
      extra?: Readonly<Record<string, unknown>>;
    } = {},
  ) {
    super(options.message ?? HTTP_MESSAGES.invalidForm);
  }
}

const GENERIC: Readonly<Record<number, { code: string; message: string }>> = {
  400: { code: 'bad_request', message: HTTP_MESSAGES.badRequest },
  401: { code: 'unauthorized', message: HTTP_MESSAGES.unauthorized },
  403: { code: 'forbidden', message: HTTP_MESSAGES.forbidden },
  404: { code: 'not_found', message: HTTP_MESSAGES.notFound },
  405: { code: 'method_not_allowed', message: HTTP_MESSAGES.methodNotAllowed },
  409: { code: 'conflict', message: HTTP_MESSAGES.conflict },
  413: { code: 'payload_too_large', message: HTTP_MESSAGES.payloadTooLarge },
  415: { code: 'unsupported_media_type', message: HTTP_MESSAGES.unsupportedMediaType },
  429: { code: 'too_many_requests', message: HTTP_MESSAGES.tooManyRequests },
  503: { code: 'unavailable', message: HTTP_MESSAGES.unavailable },
};

export const unauthorized = () => new HttpError(401, 'unauthorized', HTTP_MESSAGES.unauthorized);
export const forbidden = () => new HttpError(403, 'forbidden', HTTP_MESSAGES.forbidden);
export const notFound = (message: string = HTTP_MESSAGES.notFound) =>
  new HttpError(404, 'not_found', message);

function statusOf(error: FastifyError | HttpError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * The app's error handler. It cannot throw: should building an answer fail (an unforeseen input,
 * a bug), the failure is logged and the generic 500 of this app is sent — never Fastify's
 * default body with a raw message.
 */
export function handleError(
  error: FastifyError | HttpError | InvalidInputError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  try {
    return answerError(error, request, reply);
  } catch (failure) {
    try {
      request.log.error({ err: failure }, 'error handler failed');
    } catch {
      // Logging is best effort here; the answer below must still go out.
    }
    if (reply.sent) return reply;
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(errorBody('internal', HTTP_MESSAGES.internal)));
  }
}

function answerError(
  error: FastifyError | HttpError | InvalidInputError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof InvalidInputError) {
    const { root, message, extra } = error.options;
    const body = validationErrorBody(error.issues, {
      ...(root === undefined ? {} : { root }),
      ...(message === undefined ? {} : { message }),
    });
    return reply.code(400).send({ ...body, ...extra });
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const { bodyRoot, plainValidationError } = request.routeOptions.config;
    if (plainValidationError !== undefined) {
      return reply.code(400).send(errorBody('invalid_request', plainValidationError));
    }
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.split('/').filter((segment) => segment !== ''),
      message: issue.message ?? HTTP_MESSAGES.badRequest,
    }));
    return reply
      .code(400)
      .send(validationErrorBody(issues, bodyRoot === undefined ? {} : { root: bodyRoot }));
  }

  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(error.statusCode).send(errorBody(error.code, error.message));
  }

  const status = statusOf(error);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    const known = GENERIC[status];
    return status === 503 && known !== undefined
      ? reply.code(503).send(errorBody(known.code, known.message))
      : reply.code(500).send(errorBody('internal', HTTP_MESSAGES.internal));
  }
  // A refusal is routine: its code and status, no stack, no input.
  request.log.info({ refusal: { code: error.code, statusCode: status } }, 'request refused');
  const generic = GENERIC[status] ?? { code: 'bad_request', message: HTTP_MESSAGES.badRequest };
  return reply.code(status).send(errorBody(generic.code, generic.message));
}
