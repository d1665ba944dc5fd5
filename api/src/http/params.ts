/**
 * Path parameters. An id that is not a stored id's shape is simply not found (404), the same
 * answer as an id that does not exist — and never reaches the database as an out-of-range value.
 */
import { z } from 'zod';
import { notFound } from './errors';

export const INT4_MAX = 2_147_483_647;

/** Whether a number can be a stored integer id (a larger one would fail in the database). */
export const isStorableId = (value: number): boolean =>
  Number.isSafeInteger(value) && value > 0 && value <= INT4_MAX;

/** A numeric id segment (`clients/{clientId}`), as text: `numericId` reads it. */
export const idSegment = z.string().describe('Numeric id');

/** The numeric id of a path segment, or a 404. */
export function numericId(segment: string): number {
  if (!/^[1-9]\d{0,9}$/.test(segment)) throw notFound();
  const id = Number(segment);
  if (id > INT4_MAX) throw notFound();
  return id;
}
