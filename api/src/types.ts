import type { Role } from '@veldwerk/shared/auth';
import type { DevIdentity } from './auth/dev-identity/provider';
import type { PersonalDataCodec } from './modules/personal-data/codec';
import type { TransitionEvents } from './modules/transitions/events';

/** The signed-in caller of a request, resolved from the `Authorization-Token` header. */
export interface SessionContext {
  readonly sessionId: string;
  readonly employeeId: string;
  readonly email: string;
  readonly fullName: string;
  /** The employee's roles plus ROLE_USER (not expanded through the hierarchy). */
  readonly roles: readonly Role[];
}

/** A route as registered: what the access guard checked at start-up (the access test walks them). */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Id of the access-table rule guarding this route (required under /api). */
    access?: string;
    /** Resource wrapper of the body (spec §7), stripped from field paths in a 400. */
    bodyRoot?: string;
    /** Answer invalid input with this `errorBody` message instead of field errors. */
    plainValidationError?: string;
  }

  interface FastifyRequest {
    session: SessionContext | null;
  }

  interface FastifyInstance {
    /** Every route as registered (method, url, access id) — the access test walks them. */
    readonly registeredRoutes: readonly RegisteredRoute[];
    /** The development identity provider, when it runs. */
    readonly devIdentity: DevIdentity | null;
    /** Transition saved/deleted hooks: employees emits, notifications listens. */
    readonly transitionEvents: TransitionEvents;
    /** Seals, opens and indexes IBAN and BSN (issue 11), built from `DATA_KEYS` in buildApp. */
    readonly personalData: PersonalDataCodec;
  }
}
