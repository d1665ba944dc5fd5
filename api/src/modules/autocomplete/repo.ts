/**
 * Autocomplete lookups (spec §7): at most `AUTOCOMPLETE_LIMIT` items, the best match first — the
 * exact name, then names starting with the text, then names containing it — then by name. The
 * tables are small (clients and campaigns number in the hundreds to thousands); the limit keeps
 * the answer small, and the sort on the (name, id) indexes keeps it cheap.
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AUTOCOMPLETE_LIMIT,
  type CampaignAutocompleteItem,
  type ClientAutocompleteItem,
} from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { campaigns, clients } from '../../db/schema';
import { containsPattern } from '../../http/list/sql';

/** 0 exact, 1 starts with, 2 contains (case-insensitive). */
function matchRank(column: AnyPgColumn, text: string): SQL {
  const prefix = `${containsPattern(text).slice(1, -1)}%`;
  return sql`case when lower(${column}) = lower(${text}) then 0 when ${column} ilike ${prefix} then 1 else 2 end`;
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
        sql`${clients.name} ilike ${containsPattern(text)}`,
        enabled === undefined ? undefined : eq(clients.enabled, enabled),
      ),
    )
    .orderBy(matchRank(clients.name, text), asc(clients.name), asc(clients.id))
    .limit(AUTOCOMPLETE_LIMIT);
}

export async function autocompleteCampaigns(
  db: Db,
  text: string,
  options: { client: number | undefined; enabled: boolean | undefined },
): Promise<CampaignAutocompleteItem[]> {
  const pattern = containsPattern(text);
  return db
    .select({
      id: campaigns.id,
      label: campaigns.name,
      client_id: campaigns.clientId,
      client_name: clients.name,
    })
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(
      and(
        or(sql`${campaigns.name} ilike ${pattern}`, sql`${clients.name} ilike ${pattern}`),
        options.client === undefined ? undefined : eq(campaigns.clientId, options.client),
        options.enabled === undefined ? undefined : eq(campaigns.enabled, options.enabled),
      ),
    )
    .orderBy(matchRank(campaigns.name, text), asc(campaigns.name), asc(campaigns.id))
    .limit(AUTOCOMPLETE_LIMIT);
}
