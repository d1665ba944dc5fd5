/**
 * The rows of a kit list: TanStack's infinite query over the list contract's cursor form. The
 * first page asks the contract's page size, every next page `SCROLL_STEP_ROWS` (100) with the
 * previous page's `next_cursor`, so a page deep in the list costs what the first one costs.
 */
import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';

import { fetchList } from '../../client';
import {
  SCROLL_STEP_ROWS,
  fillPath,
  listQueryEntries,
  type ListContract,
  type ListPage,
  type ListParams,
} from '../../domain';
import type { ListView } from './url-state';

export interface InfiniteListOptions<F extends string, S extends string> {
  contract: ListContract<F, S>;
  view: ListView<F, S>;
  /** Values of the path template's placeholders (`{clientId: 4}`). */
  pathParams?: Readonly<Record<string, string | number>>;
  /** Extra parameters of every call (`{return_fields: 1}`). */
  extraQuery?: Readonly<Record<string, string | number | string[]>>;
}

/** `[["state[]","A"],["state[]","B"]]` → `{state: ["A","B"]}` for the api client's `key[]=v`. */
export function queryFromEntries(
  entries: readonly [string, string][],
): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of entries) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const list = query[name];
      query[name] = Array.isArray(list) ? [...list, value] : [value];
    } else query[key] = value;
  }
  return query;
}

/**
 * The query key of a resource's lists: `[resource, 'list']`, under the resource's own root (the
 * resource seam's `keys.all`), so invalidating the resource refreshes its lists too.
 */
export function listQueryKey(contract: Pick<ListContract, 'resource'>): readonly unknown[] {
  return [contract.resource, 'list'];
}

export function useInfiniteList<Row, F extends string, S extends string>({
  contract,
  view,
  pathParams,
  extraQuery,
}: InfiniteListOptions<F, S>) {
  const path = fillPath(contract.path, pathParams);
  const query = useInfiniteQuery<
    ListPage<Row>,
    Error,
    InfiniteData<ListPage<Row>, string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey: [...listQueryKey(contract), path, view, extraQuery ?? null],
    initialPageParam: undefined,
    queryFn: async ({ pageParam, signal }) => {
      const params: Partial<ListParams> = {
        limit: pageParam === undefined ? contract.pageSize : SCROLL_STEP_ROWS,
        ...(pageParam === undefined ? {} : { cursor: pageParam }),
        sort: view.sort,
        order: view.order,
        filters: view.filters,
      };
      return fetchList<Row>(
        path,
        { ...queryFromEntries(listQueryEntries(params)), ...extraQuery },
        { signal },
      );
    },
    // While a new filter or sort loads, the rows of the previous view stay (the table is marked
    // busy) instead of the list emptying to a loading row and jumping back.
    placeholderData: keepPreviousData,
    // An empty page or no cursor marks the end (spec §7).
    getNextPageParam: (last) =>
      last.results.length === 0 || last.next_cursor === null ? undefined : last.next_cursor,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.results) ?? [], [query.data]);
  const count = query.data?.pages[0]?.count;
  const countCapped = query.data?.pages[0]?.count_capped === true;
  return { ...query, rows, count, countCapped };
}
