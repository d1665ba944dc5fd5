/**
 * Session tokens: 256 random bits handed to the browser once, only their SHA-256 stored. A
 * session dies at logout, after `idleMinutes` without a request, after `maxHours` in any case, and
 * as soon as its employee is no longer active. `last_seen_at` is written at most once a minute.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sessionRoles } from '@veldwerk/shared/auth';
import type { Db } from '../../db/client';
import { fullName } from '../../modules/employees/full-name';
import type { SessionContext } from '../../types';
import { isInactiveStatus } from '../employee-status';
import {
  claimIdToken,
  findSessionByTokenHash,
  insertSession,
  revokeSession,
  touchSession,
} from './repo';

const TOUCH_INTERVAL_MS = 60_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date,
  ) {}

  /**
   * Marks a verified ID token as used; false when it was exchanged before. `usableUntil` is the
   * last moment the verifier would still accept it, after which it is forgotten.
   */
  claimIdToken(signedPartHash: string, usableUntil: Date): Promise<boolean> {
    return claimIdToken(this.db, signedPartHash, usableUntil, this.now());
  }

  /** Starts a session and returns its bearer token (the only time it exists in clear). */
  async create(employeeId: string, userAgent: string | undefined): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = this.now();
    await insertSession(this.db, {
      employeeId,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + this.policy.maxHours * 3_600_000),
      userAgent: userAgent?.slice(0, 500) ?? null,
    });
    return token;
  }

  /** The live session for a token, or null (unknown, revoked, idle, expired, employee gone). */
  async resolve(token: string): Promise<SessionContext | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const row = await findSessionByTokenHash(this.db, hashToken(token));
    if (row === undefined || row.revokedAt !== null) return null;
    const now = this.now().getTime();
    if (now >= row.expiresAt.getTime()) return null;
    if (now - row.lastSeenAt.getTime() >= this.policy.idleMinutes * 60_000) return null;
    if (isInactiveStatus(row.employeeStatus)) return null;
    if (now - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await touchSession(this.db, row.id, new Date(now));
    }
    return {
      sessionId: row.id,
      employeeId: row.employeeId,
      email: row.email,
      fullName: fullName(row),
      roles: sessionRoles(row.roles),
    };
  }

  /** Ends the session of this token; false when it was not live. */
  revoke(token: string): Promise<boolean> {
    if (!TOKEN_PATTERN.test(token)) return Promise.resolve(false);
    return revokeSession(this.db, hashToken(token), this.now());
  }
}
