/**
 * Autocomplete lookups (spec §7): at most `AUTOCOMPLETE_LIMIT` items, the best match first — the
 * exact name, then names starting with the text, then names containing it — then alphabetically
 * as the lists sort (`textSortKey`), then by id.
 *
 * "Contains" is `LIKE '%text%'` over the search keys (case and accents ignored, `searchKey`),
 * which no btree serves; the GIN trigram indexes on the names' search keys (pg_trgm) do for a text of three characters or more, so a lookup reads the rows that hold the
 * text's trigrams instead of every name. One or two characters hold no trigram: the same query
 * then scans the names, with the same answer (the route refuses fewer than two characters).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { union, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AUTOCOMPLETE_LIMIT,
  type CampaignAutocompleteItem,
  type ClientAutocompleteItem,
} from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { campaigns, clients } from '../../db/schema';
import { searchKey, searchKeyLike } from '../../db/schema/search-key';
import { textSortKey } from '../../db/schema/sort-key';
import { containsPattern } from '../../db/list/sql';

/** 0 exact, 1 starts with, 2 contains (case and accents ignored). */
function matchRank(column: AnyPgColumn | SQL.Aliased, text: string): SQL {
  const prefix = `${containsPattern(text).slice(1, -1)}%`;
  return sql`case when ${searchKey(column)} = ${searchKey(sql`${text}::text`)} then 0 when ${searchKeyLike(column, prefix)} then 1 else 2 end`;
}

export async function autocompleteClients(
  db: Db,
  text: string,
  enabled: boolean | undefined,
): Promise<ClientAutocompleteItem[]> {
  return db
    .select({ id: clients.id, label: clients.name })
    .from(clients)
    .where(
      and(
        searchKeyLike(clients.name, containsPattern(text)),
        enabled === undefined ? undefined : eq(clients.enabled, enabled),
      ),
    )
    .orderBy(matchRank(clients.name, text), textSortKey(clients.name), asc(clients.id))
    .limit(AUTOCOMPLETE_LIMIT);
}

/**
 * Campaigns by their own name or their client's. As one condition over the join
 * (`campaign.name like … or client.name like …`) no index can serve it, so the candidates are
 * the union of two index-backed lookups:
 *  - campaigns whose name matches (trigram index), with their client;
 *  - for each client whose name matches (trigram index), its first `AUTOCOMPLETE_LIMIT` campaigns
 *    in name order (`(client_id, name key, id)` index). Campaigns only found this way do not
 *    match by their own name, so they rank "contains" and follow in name order: none beyond a
 *    client's first `AUTOCOMPLETE_LIMIT` can make the answer. A client with 100,000 campaigns
 *    then costs 20 rows read, whatever the planner guesses about campaigns per client.
 * The filters apply inside both lookups (before that limit); the union carries whole rows, so
 * nothing is joined back to the campaigns afterwards.
 */
export async function autocompleteCampaigns(
  db: Db,
  text: string,
  options: { client: number | undefined; enabled: boolean | undefined },
): Promise<CampaignAutocompleteItem[]> {
  const pattern = containsPattern(text);
  const filters = and(
    options.client === undefined ? undefined : eq(campaigns.clientId, options.client),
    options.enabled === undefined ? undefined : eq(campaigns.enabled, options.enabled),
  );
  const label = sql<string>`${campaigns.name}`.as('label');
  const clientName = sql<string>`${clients.name}`.as('client_name');
  const byName = db
    .select({ id: campaigns.id, label, client_id: campaigns.clientId, client_name: clientName })
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(and(searchKeyLike(campaigns.name, pattern), filters));
  const firstOfClient = db
    .select({ id: campaigns.id, label, client_id: campaigns.clientId })
    .from(campaigns)
    .where(and(eq(campaigns.clientId, clients.id), filters))
    .orderBy(textSortKey(campaigns.name), asc(campaigns.id))
    .limit(AUTOCOMPLETE_LIMIT)
    .as('first_of_client');
  const byClientName = db
    .select({
      id: firstOfClient.id,
      label: firstOfClient.label,
      client_id: firstOfClient.client_id,
      client_name: clientName,
    })
    .from(clients)
    .crossJoinLateral(firstOfClient)
    .where(searchKeyLike(clients.name, pattern));
  const matches = union(byName, byClientName).as('matches');
  return db
    .select({
      id: matches.id,
      label: matches.label,
      client_id: matches.client_id,
      client_name: matches.client_name,
    })
    .from(matches)
    .orderBy(matchRank(matches.label, text), textSortKey(matches.label), asc(matches.id))
    .limit(AUTOCOMPLETE_LIMIT);
}
