/**
 * The opt-out link in every mail: `…/api/public/notifications/opt-out?token=…`, the person's id
 * signed with HMAC-SHA256 (`NOTIFICATION_LINK_SECRET`), so it needs no sign-in and cannot be
 * made for someone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (secret: string, employeeId: string) =>
  createHmac('sha256', secret).update(`opt-out:${employeeId}`).digest('base64url');

export function optOutToken(secret: string, employeeId: string): string {
  return `${Buffer.from(employeeId).toString('base64url')}.${signature(secret, employeeId)}`;
}

/** The person's id of a valid token, else null. */
export function verifyOptOutToken(secret: string, token: string): string | null {
  const [idPart, given] = token.split('.');
  if (idPart === undefined || given === undefined) return null;
  const employeeId = Buffer.from(idPart, 'base64url').toString('utf8');
  if (!/^[0-9a-f-]{36}$/i.test(employeeId)) return null;
  const expected = Buffer.from(signature(secret, employeeId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? employeeId : null;
}
