/**
 * Filters and sort of a list, kept in the URL (spec §2): reload, back and a shared link restore
 * the same view. The query string is the list contract's own (`listQueryEntries`), so the URL of
 * a screen reads like the api call behind it.
 */
import {
  isFilterActive,
  listQueryEntries,
  parseListQuery,
  rawQueryFromSearchParams,
  type FilterValue,
  type ListContract,
  type SortOrder,
} from '../../domain';

export interface ListView<F extends string, S extends string> {
  sort: S;
  order: SortOrder;
  filters: Partial<Record<F, FilterValue>>;
}

const PAGING = ['limit', 'offset', 'cursor'];

/**
 * The view a URL describes. Parameters the contract refuses (a stale link, a hand-edited URL)
 * are dropped one by one instead of breaking the screen; unrelated parameters in `foreign`
 * (owned by the screen) are ignored.
 */
export function viewFromSearch<F extends string, S extends string>(
  contract: ListContract<F, S>,
  search: URLSearchParams,
  foreign: readonly string[] = [],
): ListView<F, S> {
  const raw = rawQueryFromSearchParams(search);
  for (const key of PAGING) delete raw[key];
  for (let attempt = 0; attempt < 20; attempt++) {
    const parsed = parseListQuery(contract, raw, foreign);
    if (parsed.ok) {
      const { sort, order, filters } = parsed.params;
      return { sort, order, filters };
    }
    const bad = new Set(parsed.issues.map((issue) => String(issue.path[0])));
    for (const key of Object.keys(raw)) {
      const name = key.replace(/\[[^\]]*\]$/, '');
      if (bad.has(name) || bad.has(key)) delete raw[key];
    }
  }
  const { sort, order, filters } = defaultView(contract);
  return { sort, order, filters };
}

function defaultView<F extends string, S extends string>(
  contract: ListContract<F, S>,
): ListView<F, S> {
  return { sort: contract.defaultSort.field, order: contract.defaultSort.order, filters: {} };
}

/** The URL query of a view: the default sort is left out, empty filters too. */
export function searchFromView<F extends string, S extends string>(
  contract: ListContract<F, S>,
  view: ListView<F, S>,
  keep?: URLSearchParams,
  foreign: readonly string[] = [],
): URLSearchParams {
  const isDefaultSort =
    view.sort === contract.defaultSort.field && view.order === contract.defaultSort.order;
  const entries = listQueryEntries({
    ...(isDefaultSort ? {} : { sort: view.sort, order: view.order }),
    filters: view.filters,
  });
  const search = new URLSearchParams(entries);
  for (const key of foreign) for (const value of keep?.getAll(key) ?? []) search.append(key, value);
  return search;
}

export function hasActiveFilter(filters: Partial<Record<string, FilterValue>>): boolean {
  return Object.values(filters).some((value) => isFilterActive(value));
}
