/**
 * Database refusals as Dutch answers. The schemas refuse bad input first; what still reaches a
 * constraint (a race, a rule only the database can see, such as "still has campaigns") leaves
 * as a 400 or 409 with a message that is safe to show — never SQL or a driver message.
 */
import { databaseRefusal, type RefusalKind } from '../db/errors';
import { HttpError, InvalidInputError } from './errors';

export const REFUSAL_MESSAGES = {
  unique: 'Dit record bestaat al.',
  foreign_key: 'Het record wordt nog gebruikt of verwijst naar een record dat niet bestaat.',
  check: 'Een waarde voldoet niet aan de regels.',
  not_null: 'Een verplichte waarde ontbreekt.',
} as const;

export interface RefusalAnswers {
  /** By constraint name: the error to throw instead of the generic one. */
  constraints?: Readonly<Record<string, () => Error>>;
  /** By kind, when no constraint answer applies. */
  kinds?: Partial<Readonly<Record<RefusalKind, () => Error>>>;
}

function generic(kind: RefusalKind): Error | undefined {
  switch (kind) {
    case 'unique':
      return new HttpError(409, 'conflict', REFUSAL_MESSAGES.unique);
    case 'foreign_key':
      return new HttpError(409, 'conflict', REFUSAL_MESSAGES.foreign_key);
    case 'check':
    case 'not_null':
      return new InvalidInputError([{ path: [], message: REFUSAL_MESSAGES[kind] }]);
    case 'append_only':
      return undefined;
  }
}

/** Runs `work`; a database refusal inside it leaves as a Dutch 400 or 409. */
export async function answeringRefusals<T>(
  work: () => Promise<T>,
  answers: RefusalAnswers = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refusal = databaseRefusal(error);
    if (refusal === undefined) throw error;
    const byConstraint =
      refusal.constraint === undefined ? undefined : answers.constraints?.[refusal.constraint];
    const answer = byConstraint ?? answers.kinds?.[refusal.kind];
    throw answer?.() ?? generic(refusal.kind) ?? error;
  }
}
