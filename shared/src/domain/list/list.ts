/** List calls (spec §7): `?limit&offset` and the `{results, count}` answer. */
import { z } from '../common/zod-nl';
import { AUTOCOMPLETE_MIN_CHARS, LIST_PAGE_SIZE } from '../common/constants';

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(LIST_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), count: z.number().int().nonnegative() });
}
export interface ListResult<T> {
  results: T[];
  count: number;
}

/** Filter date ranges validate as dates (spec §5); either end may be open. */
export const dateRangeFilterSchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type DateRangeFilter = z.infer<typeof dateRangeFilterSchema>;

/** Autocomplete asks the api only from 2 typed characters on. */
export function canAutocomplete(text: string | null | undefined): boolean {
  return (text ?? '').trim().length >= AUTOCOMPLETE_MIN_CHARS;
}

/** The answer of a list call in the list contract's shape (`list-contract.ts`): with the cursor. */
export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int().nonnegative(),
    next_cursor: z.string().nullable(),
  });
}

/**
 * Fills `{name}` placeholders of an api path template (`clients/{clientId}/campaigns`) with
 * URL-encoded values; throws when one is missing, so a half-filled path is never called.
 */
export function fillPath(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Path ${template}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}
