/** Clients (spec §3): the list, one client with its campaign ids, and the audited writes. */
import { asc, eq } from 'drizzle-orm';
import { clientListContract, type Client, type ClientPayloadBody } from '@veldwerk/shared/domain';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx } from '../../db/client';
import { campaigns, clients } from '../../db/schema';
import { listPage, type ListSourceOf, type PreparedList } from '../../db/list/page';

const clientColumns = { id: clients.id, name: clients.name, enabled: clients.enabled };

export const clientListSource: ListSourceOf<Client, typeof clientListContract> = {
  contract: clientListContract,
  id: { column: clients.id, value: (row) => row.id },
  sorts: {
    name: { column: clients.name, value: (row) => row.name },
    id: { column: clients.id, value: (row) => row.id },
  },
  filters: { name: clients.name, enabled: clients.enabled },
};

export function listClients(db: Db, list: PreparedList<Client>) {
  return listPage(list, {
    rows: (query) =>
      db
        .select(clientColumns)
        .from(clients)
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
    count: (where) => db.$count(clients, where),
  });
}

async function campaignIds(db: DbOrTx, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.clientId, clientId))
    .orderBy(asc(campaigns.id));
  return rows.map((row) => row.id);
}

/** One client with the ids of its campaigns, or undefined. */
export async function findClient(db: DbOrTx, id: number): Promise<Client | undefined> {
  const [row] = await db.select(clientColumns).from(clients).where(eq(clients.id, id));
  if (row === undefined) return undefined;
  return { ...row, campaigns: await campaignIds(db, id) };
}

export async function clientExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return row !== undefined;
}

export async function createClient(
  db: Db,
  actor: AuditActor,
  values: ClientPayloadBody,
): Promise<Client> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({ name: values.name, enabled: values.enabled })
      .returning(clientColumns);
    if (row === undefined) throw new Error('Client insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'create',
      table: clients,
      recordId: row.id,
      after: row,
    });
    return { ...row, campaigns: [] };
  });
}

/** Updates a client; undefined when it does not exist. */
export async function updateClient(
  db: Db,
  actor: AuditActor,
  id: number,
  values: ClientPayloadBody,
): Promise<Client | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(clientColumns)
      .from(clients)
      .where(eq(clients.id, id))
      .for('update');
    if (before === undefined) return undefined;
    const [after] = await tx
      .update(clients)
      .set({ name: values.name, enabled: values.enabled })
      .where(eq(clients.id, id))
      .returning(clientColumns);
    if (after === undefined) throw new Error('Client update returned no row');
    await recordAudit(tx, { actor, action: 'update', table: clients, recordId: id, before, after });
    return { ...after, campaigns: await campaignIds(tx, id) };
  });
}

/** Deletes a client (the database refuses while it has campaigns); false when it was not there. */
export async function deleteClient(db: Db, actor: AuditActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(clients).where(eq(clients.id, id)).returning(clientColumns);
    if (before === undefined) return false;
    await recordAudit(tx, { actor, action: 'delete', table: clients, recordId: id, before });
    return true;
  });
}
