/**
 * The softphone's rules, the same for Twilio's webhooks and the simulator: who may call whom, the
 * number a click-to-call id reaches (read here, never taken from the browser), and the call log.
 */
import { can, sessionRoles } from '@veldwerk/shared/auth';
import { parseCalleeKey, VOICE_MESSAGES, type Callee } from '@veldwerk/shared/domain';
import { toE164 } from '@veldwerk/shared/validation';
import { isInactiveStatus } from '../../auth/employee-status';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import {
  findCaller,
  findDonorContact,
  findEmployeeContact,
  writeCallLog,
  type Caller,
} from './repo';

export interface ResolvedCallee {
  key: string;
  callee: Callee;
  name: string;
  /** E.164. */
  number: string;
}

const refused = (status: number, code: string, message: string) =>
  new HttpError(status, code, message);

/** The path whose read access decides whether a caller may phone the callee. */
export function calleeReadPath(callee: Callee): string {
  return callee.kind === 'donation' ? `donations/${callee.id}` : `employees/${callee.id}`;
}

export class VoiceService {
  constructor(private readonly db: Db) {}

  /** The signed-in employee behind a voice identity, active and allowed to use the phone. */
  async caller(identity: string): Promise<Caller> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(identity);
    const caller = uuid ? await findCaller(this.db, identity.toLowerCase()) : undefined;
    if (
      caller === undefined ||
      isInactiveStatus(caller.status) ||
      !can(sessionRoles(caller.roles), 'GET', 'voice/token')
    ) {
      throw refused(403, 'caller_unknown', VOICE_MESSAGES.callerUnknown);
    }
    return caller;
  }

  /** An employee as a caller recorded in a call (no checks: the call already happened). */
  findCaller(id: string): Promise<Caller | undefined> {
    return findCaller(this.db, id.toLowerCase());
  }

  /**
   * The person behind `key` with a number to dial, if `caller` may read them: 400 for no such
   * id, 404 for nobody, 403 when the caller may not read them, 400 when no valid number is known.
   */
  async resolve(caller: Caller, key: string): Promise<ResolvedCallee> {
    const callee = parseCalleeKey(key);
    if (callee === null) throw refused(400, 'callee_invalid', VOICE_MESSAGES.calleeInvalid);
    if (!can(sessionRoles(caller.roles), 'GET', calleeReadPath(callee))) {
      throw refused(403, 'callee_forbidden', VOICE_MESSAGES.calleeForbidden);
    }
    const contact =
      callee.kind === 'donation'
        ? await findDonorContact(this.db, callee.id)
        : await findEmployeeContact(this.db, callee.id);
    if (contact === undefined) throw notFound(VOICE_MESSAGES.calleeNotFound);
    const number = contact.numbers.map((value) => toE164(value)).find((value) => value !== null);
    if (number === undefined || number === null) {
      throw refused(400, 'callee_no_phone', VOICE_MESSAGES.calleeNoPhone);
    }
    return { key, callee, name: contact.name, number };
  }

  /** Writes the log of a finished call (once per call sid); false when it was written before. */
  async logCall(entry: {
    callSid: string;
    caller: Caller;
    callee: Callee;
    duration: number;
    recordingUrl: string | null;
  }): Promise<boolean> {
    const { callee } = entry;
    return writeCallLog(
      this.db,
      { id: entry.caller.id, email: entry.caller.email },
      {
        callSid: entry.callSid,
        managerId: entry.caller.id,
        employeeId: callee.kind === 'employee' ? callee.id : null,
        donationId: callee.kind === 'donation' ? callee.id : null,
        duration: Math.max(0, Math.round(entry.duration)),
        recordingUrl: entry.recordingUrl,
      },
    );
  }
}
