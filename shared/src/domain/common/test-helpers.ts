/** Test-only helpers: parse with a schema and read the first message per field path. */
import type { z } from 'zod';

export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Amsterdam 21 November 2026, 10:00. */
export const NOW = new Date('2026-11-21T09:00:00Z');
