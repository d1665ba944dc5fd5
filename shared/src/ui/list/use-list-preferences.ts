/**
 * Column preferences on the server (`GET/PUT /api/preferences/{resource}`), per user email and
 * resource, so the layout follows the user to another browser. Saved optimistically: the screen
 * changes at once, and goes back when the server refuses.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { api, useSession } from '../../client';
import {
  API_PATHS,
  EMPTY_LIST_PREFERENCES,
  fillPath,
  listPreferencesSchema,
  type ListPreferences,
} from '../../domain';
import { columnStates, type ColumnState } from './column-layout';
import type { ListColumn } from './list-column';

export function preferencesQueryKey(resource: string, email: string): readonly unknown[] {
  return ['preferences', email, resource];
}

async function readPreferences(resource: string, signal: AbortSignal): Promise<ListPreferences> {
  const answer = await api.get(fillPath(API_PATHS.preferences, { resource }), { signal });
  const parsed = listPreferencesSchema.safeParse(answer);
  return parsed.success ? parsed.data : EMPTY_LIST_PREFERENCES;
}

export function useListPreferences<Row>(resource: string, columns: readonly ListColumn<Row>[]) {
  const email = useSession((state) => state.email);
  const queryClient = useQueryClient();
  const key = preferencesQueryKey(resource, email);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => readPreferences(resource, signal),
    staleTime: Infinity,
    // Without preferences the defaults show; a failed read is not worth a retry storm.
    retry: false,
  });
  const mutation = useMutation({
    mutationFn: (preferences: ListPreferences) =>
      api.put(fillPath(API_PATHS.preferences, { resource }), preferences),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ListPreferences>(key);
      queryClient.setQueryData(key, preferences);
      return { previous };
    },
    onError: (error, _preferences, context) => {
      console.error(`Saving column preferences of ${resource} failed`, error);
      queryClient.setQueryData(key, context?.previous ?? EMPTY_LIST_PREFERENCES);
    },
  });

  const stored = query.data?.columns;
  const states = useMemo(() => columnStates(columns, stored ?? []), [columns, stored]);
  const save = (next: readonly ColumnState[]) =>
    mutation.mutate({ columns: next.map(({ key: k, visible }) => ({ key: k, visible })) });
  const reset = () => mutation.mutate(EMPTY_LIST_PREFERENCES);
  return { states, save, reset, loaded: query.isFetched };
}
