import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { FilterValue, ListContract, SortOrder } from '../../domain';
import { hasActiveFilter, searchFromView, viewFromSearch, type ListView } from './url-state';

export interface ListUrlState<F extends string, S extends string> {
  view: ListView<F, S>;
  /** Whether any filter is set ("Reset filters" is enabled only then). */
  filtered: boolean;
  setFilter: (field: F, value: FilterValue | undefined) => void;
  setSort: (field: S, order: SortOrder) => void;
  resetFilters: () => void;
}

/**
 * The list's filters and sort, read from and written to the URL. Every change is a new history
 * entry, so the browser's back button steps back through the views.
 */
export function useListUrlState<F extends string, S extends string>(
  contract: ListContract<F, S>,
  foreign: readonly string[] = [],
): ListUrlState<F, S> {
  const [search, setSearch] = useSearchParams();
  const foreignKey = foreign.join(',');
  const view = useMemo(
    () => viewFromSearch(contract, search, foreignKey === '' ? [] : foreignKey.split(',')),
    [contract, search, foreignKey],
  );

  const write = useCallback(
    (next: ListView<F, S>) =>
      setSearch(
        (current) =>
          searchFromView(contract, next, current, foreignKey === '' ? [] : foreignKey.split(',')),
        { preventScrollReset: true },
      ),
    [contract, setSearch, foreignKey],
  );

  const setFilter = useCallback(
    (field: F, value: FilterValue | undefined) => {
      const filters = { ...view.filters };
      if (value === undefined) delete filters[field];
      else filters[field] = value;
      write({ ...view, filters });
    },
    [view, write],
  );
  const setSort = useCallback(
    (field: S, order: SortOrder) => write({ ...view, sort: field, order }),
    [view, write],
  );
  const resetFilters = useCallback(() => write({ ...view, filters: {} }), [view, write]);

  return { view, filtered: hasActiveFilter(view.filters), setFilter, setSort, resetFilters };
}
