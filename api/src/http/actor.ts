import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../db/audit/repo';
import { unauthorized } from './errors';

/** The signed-in caller as the audit log names them. */
export function actorOf(request: FastifyRequest): AuditActor {
  const { session } = request;
  if (session === null) throw unauthorized();
  return { id: session.employeeId, email: session.email };
}
