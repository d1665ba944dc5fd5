/**
 * The softphone's contract (issue 16, spec §1, §4, §7): click-to-call ids, the voice token, the
 * callee lookup, the simulator's calls, and the Dutch texts the api and the widget share.
 */
import { z } from 'zod';

/** Click-to-call ids: `don:{donation id}` (a donor) or `emp:{uuid}` (an employee or applicant). */
export type CalleeKey = `don:${number}` | `emp:${string}`;
export type Callee = { kind: 'donation'; id: number } | { kind: 'employee'; id: string };

const DONOR_KEY = /^don:([1-9][0-9]{0,9})$/;
const EMPLOYEE_KEY = /^emp:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The callee a click-to-call id names, or null when it is no such id. */
export function parseCalleeKey(key: string): Callee | null {
  const donor = DONOR_KEY.exec(key);
  if (donor?.[1] !== undefined) {
    const id = Number(donor[1]);
    return id <= 2_147_483_647 ? { kind: 'donation', id } : null;
  }
  const employee = EMPLOYEE_KEY.exec(key);
  if (employee?.[1] !== undefined) return { kind: 'employee', id: employee[1].toLowerCase() };
  return null;
}

export function isCalleeKey(key: string): key is CalleeKey {
  return parseCalleeKey(key) !== null;
}

export function donorCalleeKey(id: number): CalleeKey {
  return `don:${id}`;
}

export function employeeCalleeKey(uuid: string): CalleeKey {
  return `emp:${uuid}`;
}

/** A simulator token starts with this; the widget then uses its simulated device. */
export const SIMULATOR_TOKEN_PREFIX = 'simulator.';

export const isSimulatorToken = (token: string) => token.startsWith(SIMULATOR_TOKEN_PREFIX);

/** `GET voice/token`: a short-lived token for the signed-in user (spec §7 reads `token`). */
export const voiceTokenSchema = z.object({
  token: z.string(),
  /** The caller's identity at the voice provider (the employee's uuid). */
  identity: z.string(),
  /** ISO instant after which the token no longer works; the widget refreshes before. */
  expires_at: z.string(),
  /** The api's provider is the simulator (the token is one of its own). */
  simulator: z.boolean(),
});
export type VoiceToken = z.infer<typeof voiceTokenSchema>;

/** `GET voice/callees/{key}`: who a click-to-call id reaches (never their number). */
export const voiceCalleeSchema = z.object({ key: z.string(), name: z.string() });
export type VoiceCallee = z.infer<typeof voiceCalleeSchema>;

export const SIMULATED_OUTCOMES = ['answered', 'busy', 'failed'] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

/** `POST voice/simulator/calls` with `{ To }`: what the simulated provider does with the call. */
export const simulatedCallPayloadSchema = z.object({ To: z.string().max(64) });
export const simulatedCallSchema = z.object({
  call_sid: z.string(),
  name: z.string(),
  outcome: z.enum(SIMULATED_OUTCOMES),
  /** The simulated callee answers (or is busy, or fails) after this many ms. */
  connect_after_ms: z.number().int().nonnegative(),
});
export type SimulatedCall = z.infer<typeof simulatedCallSchema>;

/** `POST voice/simulator/calls/{sid}/hangup`: the call log the simulated status callback wrote. */
export const simulatedHangupSchema = z.object({ call_sid: z.string(), duration: z.number().int() });
export type SimulatedHangup = z.infer<typeof simulatedHangupSchema>;

/** The widget's states (spec §4 Phone). */
export const SOFTPHONE_STATES = ['idle', 'connecting', 'connected', 'disconnected'] as const;
export type SoftphoneState = (typeof SOFTPHONE_STATES)[number];

export const SOFTPHONE_STATE_LABELS: Record<SoftphoneState, string> = {
  idle: 'Gereed',
  connecting: 'Verbinden…',
  connected: 'Verbonden',
  disconnected: 'Opgehangen',
};

export const VOICE_MESSAGES = {
  calleeInvalid: 'Onbekend gespreksnummer: gebruik don:{id} of emp:{uuid}.',
  calleeNotFound: 'Deze persoon bestaat niet (meer).',
  calleeForbidden: 'U mag deze persoon niet bellen.',
  calleeNoPhone: 'Van deze persoon is geen geldig telefoonnummer bekend.',
  callerUnknown: 'Onbekende beller.',
  signatureInvalid: 'Ongeldige handtekening van de telefoonprovider.',
  callNotFound: 'Dit gesprek bestaat niet (meer).',
  busy: 'Het nummer is in gesprek.',
  failed: 'Het gesprek kon niet worden opgezet.',
  tokenFailed: 'De telefoon kan niet worden gestart.',
  alreadyCalling: 'Er loopt al een gesprek. Hang eerst op.',
} as const;

/** Texts of the widget. */
export const SOFTPHONE_TEXTS = {
  title: 'Telefoon',
  call: 'Bellen',
  callPerson: (name: string) => `${name} bellen`,
  hangUp: 'Ophangen',
  /** A toggle button (pressed: the microphone is off). */
  mute: 'Microfoon uit',
  nobody: 'Kies iemand om te bellen met de belknop bij een donateur of medewerker.',
  calling: (name: string) => `U belt ${name}`,
  connectedWith: (name: string) => `Verbonden met ${name}`,
  duration: (time: string) => `Gespreksduur ${time}`,
} as const;
