/**
 * The platform's api contract: sign-in, the session user, deployment branding, the remote
 * manifest map and the bug report. The api validates with these schemas and documents them; the
 * browser reads its answers through the same types.
 */
import { z } from '../common/zod-nl';
import { MESSAGES, maxChars, minChars } from '../../validation/messages';
import { BUG_REPORT_MAX, BUG_REPORT_MIN } from '../common/constants';

export { BUG_REPORT_MIN } from '../common/constants';
/** Kept for existing importers; the text lives in `validation/messages`. */
export const REQUIRED_MESSAGE = MESSAGES.required;
/** Kept for existing importers; the text lives in `validation/messages`. */
export const MIN_3_MESSAGE = minChars(BUG_REPORT_MIN);

/** `POST /api/authenticate` body: the identity provider's ID token. */
export const authenticateBodySchema = z.object({
  token: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE).max(8192),
});
export type AuthenticateBody = z.infer<typeof authenticateBodySchema>;

/** The signed-in user as `GET /api/user` answers it. */
export const sessionUserSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /api/authenticate` answer on success (spec §7: status, token, roles, …). */
export const authenticateResultSchema = sessionUserSchema.extend({
  status: z.literal('ok'),
  token: z.string(),
});
export type AuthenticateResult = z.infer<typeof authenticateResultSchema>;

/** Which list of applicant/employee states a deployment uses (spec §4). */
export const stateVariantSchema = z.enum(['default', 'variant']);
export type StateVariant = z.infer<typeof stateVariantSchema>;

/** `GET /api/deployment`: branding and sign-in settings, chosen by the request's host. */
export const deploymentSchema = z.object({
  title: z.string(),
  logoUrl: z.string().nullable(),
  /** Branches (hq): `active` are offered in forms, `all` also names closed ones for old records. */
  hq: z.object({ active: z.array(z.string()), all: z.array(z.string()) }),
  stateVariant: stateVariantSchema,
  /** The embedded dashboard on /profile/, when this deployment has one. */
  dashboardUrl: z.string().nullable(),
  identity: z.object({
    issuer: z.string(),
    clientId: z.string(),
    hostedDomain: z.string(),
    scope: z.string(),
    /**
     * The addresses (origins) sign-in can return to, when the api knows them (the development
     * identity provider: `PUBLIC_URL` and its other loopback name); null when the provider
     * decides (Google). Opened elsewhere, the login page says where to go instead.
     */
    returnOrigins: z.array(z.string()).nullable(),
  }),
  /** True when the development identity provider runs (never in production). */
  devIdentityProvider: z.boolean(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** `GET /remotes.json`: remote name → URL of its `mf-manifest.json`. */
export const remotesManifestSchema = z.record(z.string(), z.string());
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/** `POST /api/notify.json` (bug report). */
export const bugReportSchema = z.object({
  text: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .min(BUG_REPORT_MIN, MIN_3_MESSAGE)
    .max(BUG_REPORT_MAX, maxChars(BUG_REPORT_MAX)),
});
export type BugReport = z.infer<typeof bugReportSchema>;
