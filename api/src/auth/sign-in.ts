/**
 * Sign-in: an ID token from the identity provider in, a session token of our own out. The
 * identity must be verified (id-token.ts), belong to an employee, and that employee be active.
 */
import { SIGN_IN_MESSAGES, sessionRoles } from '@veldwerk/shared/auth';
import type { AuthenticateResult } from '@veldwerk/shared/domain';
import type { Db } from '../db/client';
import { fullName } from '../modules/employees/full-name';
import { findEmployeeByEmail } from '../modules/employees/repo';
import { isInactiveStatus } from './employee-status';
import { signInRefusal, type IdTokenVerifier } from './id-token';
import type { SessionService } from './sessions/service';

export interface SignInDeps {
  db: Db;
  verifier: IdTokenVerifier;
  sessions: SessionService;
}

export async function signIn(
  deps: SignInDeps,
  idToken: string,
  userAgent: string | undefined,
): Promise<AuthenticateResult> {
  const identity = await deps.verifier.verify(idToken);
  // One token, one session: a token seen before (stolen from a log, a proxy, a browser) is refused.
  if (!(await deps.sessions.claimIdToken(identity.signedPartHash, identity.usableUntil))) {
    throw signInRefusal('token_replayed', SIGN_IN_MESSAGES.tokenReplayed);
  }
  const employee = await findEmployeeByEmail(deps.db, identity.email);
  if (employee === undefined) {
    throw signInRefusal('unknown_employee', SIGN_IN_MESSAGES.unknownEmployee(identity.email));
  }
  if (isInactiveStatus(employee.employeeStatus)) {
    throw signInRefusal('employee_inactive', SIGN_IN_MESSAGES.employeeInactive(employee.email));
  }
  const token = await deps.sessions.create(employee.id, userAgent);
  return {
    status: 'ok',
    token,
    roles: sessionRoles(employee.roles),
    fullName: fullName(employee),
    email: employee.email,
  };
}
