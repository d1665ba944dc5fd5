/**
 * Autocomplete (spec §7): `GET autocomplete/{resource}.json?q=` from 2 typed characters on; a
 * failed call yields an empty list (spec §7 "What the product does with answers").
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { api } from '../../client';
import {
  API_PATHS,
  autocompleteItemSchema,
  canAutocomplete,
  fillPath,
  type AutocompleteItem,
} from '../../domain';

export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

export async function fetchAutocomplete(
  resource: string,
  text: string,
  query: Readonly<Record<string, string | number>> = {},
  signal?: AbortSignal,
): Promise<AutocompleteItem[]> {
  try {
    const answer = await api.get(fillPath(API_PATHS.autocomplete, { resource }), {
      query: { ...query, q: text.trim() },
      signal,
    });
    if (!Array.isArray(answer)) return [];
    return answer.flatMap((item) => {
      const parsed = autocompleteItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`Autocomplete ${resource} failed`, error);
    }
    return [];
  }
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export type AutocompleteStatus = 'idle' | 'searching' | 'done';

export function useAutocomplete(
  resource: string,
  text: string,
  query?: Readonly<Record<string, string | number>>,
) {
  const debounced = useDebounced(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const enabled = canAutocomplete(debounced);
  const result = useQuery({
    queryKey: ['autocomplete', resource, debounced, query ?? null],
    queryFn: ({ signal }) => fetchAutocomplete(resource, debounced, query, signal),
    enabled,
    staleTime: 60_000,
  });
  const typing = debounced !== text.trim() && canAutocomplete(text);
  const status: AutocompleteStatus = !canAutocomplete(text)
    ? 'idle'
    : typing || result.isFetching
      ? 'searching'
      : 'done';
  return { items: enabled ? (result.data ?? []) : [], status };
}
