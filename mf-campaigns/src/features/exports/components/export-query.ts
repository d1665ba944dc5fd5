/**
 * The query of an export: the donor list's filters (as the donor list's "Exportbestand" hands
 * them over in the address), the campaign and client, the layout, last_create and the two ticks.
 */
import type { QueryParams } from '@veldwerk/shared/client';
import {
  donationListContract,
  EXPORT_PARAMS,
  listQueryEntries,
  parseListQuery,
  rawQueryFromSearchParams,
  type FilterValue,
} from '@veldwerk/shared/domain';

export type ExportFilters = Partial<Record<string, FilterValue>>;

/** The list filters in an address (`?state[]=PENDING&exported=false`); unreadable ones dropped. */
export function filtersFromSearch(search: URLSearchParams): ExportFilters {
  const parsed = parseListQuery(donationListContract, rawQueryFromSearchParams(search), [
    ...Object.values(EXPORT_PARAMS),
  ]);
  return parsed.ok ? { ...parsed.params.filters } : {};
}

/** Filters → query parameters as `apiUrl` sends them (arrays as `name[]`). */
export function filterQuery(filters: ExportFilters): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of listQueryEntries({ filters })) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const list = query[name];
      query[name] = Array.isArray(list) ? [...list, value] : [value];
    } else query[key] = value;
  }
  return query;
}

export interface ExportChoices {
  layout: number | undefined;
  onlyNew: boolean;
  lastCreate: string;
  fileChecked: boolean;
  markExported: boolean;
}

export function exportQuery(
  ids: { clientId: number; campaignId: number },
  filters: ExportFilters,
  choices: ExportChoices,
): QueryParams {
  const { exported: _exported, client: _client, campaign: _campaign, ...rest } = filters;
  return {
    ...filterQuery(rest),
    client: ids.clientId,
    campaign: ids.campaignId,
    ...(choices.onlyNew ? { exported: 'false' } : {}),
    [EXPORT_PARAMS.layout]: choices.layout,
    [EXPORT_PARAMS.lastCreate]: choices.lastCreate === '' ? undefined : choices.lastCreate,
    [EXPORT_PARAMS.fileChecked]: choices.fileChecked ? 1 : undefined,
    [EXPORT_PARAMS.markExported]: choices.markExported ? 1 : undefined,
  };
}

/** The donor list query of the same donors (last_create as the list's creation_date filter). */
export function donorQuery(
  ids: { clientId: number; campaignId: number },
  filters: ExportFilters,
  choices: ExportChoices,
): QueryParams {
  const { exported: _exported, client: _client, campaign: _campaign, ...rest } = filters;
  return {
    ...filterQuery(rest),
    client: ids.clientId,
    campaign: ids.campaignId,
    ...(choices.onlyNew ? { exported: 'false' } : {}),
    ...(choices.lastCreate === '' ? {} : { 'creation_date[from]': choices.lastCreate }),
    sort: 'creation_date',
    order: 'asc',
  };
}
