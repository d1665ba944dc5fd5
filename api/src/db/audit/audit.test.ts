import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/harness';
import { campaigns, clients, employees } from '../schema';
import { refusal } from '../test-sql';
import { REDACTED, auditChanges } from './changes';
import { SYSTEM_ACTOR, auditTrail, recordAudit, type AuditActor } from './repo';

describe('auditChanges', () => {
  it('keeps only the fields an update changed, with their values before and after', () => {
    const before = { name: 'Oud', enabled: true, tags: ['a', 'b'], extra: { x: '1', y: '2' } };
    const after = { name: 'Nieuw', enabled: true, tags: ['a', 'b'], extra: { y: '2', x: '1' } };
    expect(auditChanges('update', before, after)).toEqual({ name: { from: 'Oud', to: 'Nieuw' } });
  });

  it('compares dates by instant and stores them as ISO strings; undefined counts as null', () => {
    const at = '2026-03-01T10:00:00.000Z';
    expect(
      auditChanges(
        'update',
        { openDate: new Date(at), comment: null },
        { openDate: new Date(at), comment: undefined },
      ),
    ).toEqual({});
    expect(auditChanges('update', { openDate: null }, { openDate: new Date(at) }).openDate).toEqual(
      { from: null, to: at },
    );
  });

  it('treats the after values of an update as a patch: fields it does not name did not change', () => {
    expect(auditChanges('update', { name: 'A', enabled: true }, { enabled: false })).toEqual({
      enabled: { from: true, to: false },
    });
  });

  it('lists every set field of a created record from null, and of a deleted one to null', () => {
    expect(auditChanges('create', null, { name: 'Klant', enabled: true, note: null })).toEqual({
      name: { from: null, to: 'Klant' },
      enabled: { from: null, to: true },
    });
    expect(auditChanges('delete', { name: 'Klant', note: null }, null)).toEqual({
      name: { from: 'Klant', to: null },
    });
  });

  it('names fields by column, leaves bookkeeping columns out and never stores a BSN or IBAN', () => {
    const columnName = (key: string) =>
      ({ updatedAt: 'updated_at', bsn: 'bsn', iban: 'iban' })[key] ?? key;
    expect(
      auditChanges(
        'update',
        { bsn: null, iban: 'NL91ABNA0417164300', updatedAt: new Date(0) },
        { bsn: '123456782', iban: 'NL02RABO0123456789', updatedAt: new Date() },
        { columnName },
      ),
    ).toEqual({
      bsn: { from: null, to: REDACTED },
      iban: { from: REDACTED, to: REDACTED },
    });
  });

  it('refuses an entry without the record it describes', () => {
    expect(() => auditChanges('update', null, { a: 1 })).toThrow(/before/);
    expect(() => auditChanges('create', null, null)).toThrow(/after/);
  });
});

describe('recordAudit', () => {
  let database: TestDatabase;
  let actor: AuditActor;

  beforeAll(async () => {
    database = await openTestDatabase();
    const [admin] = await database.db
      .select({ id: employees.id, email: employees.email })
      .from(employees)
      .where(eq(employees.email, 'admin@veldwerk.test'));
    if (admin === undefined) throw new Error('seeded admin missing');
    actor = admin;
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('writes who changed which record, with the changed columns, in the same transaction', async () => {
    const id = await database.db.transaction(async (tx) => {
      const [client] = await tx.insert(clients).values({ name: 'Natuurfonds' }).returning();
      if (client === undefined) throw new Error('no client');
      await recordAudit(tx, {
        actor,
        action: 'create',
        table: clients,
        recordId: client.id,
        after: client,
      });
      const [campaign] = await tx
        .insert(campaigns)
        .values({ clientId: client.id, name: 'Voorjaar', backstageReference: 'voorjaar' })
        .returning();
      if (campaign === undefined) throw new Error('no campaign');
      const [moved] = await tx
        .update(campaigns)
        .set({ availableForTablet: true, backstageReference: 'voorjaar-2026' })
        .where(eq(campaigns.id, campaign.id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'update',
        table: campaigns,
        recordId: campaign.id,
        before: campaign,
        after: moved,
      });
      return { client: client.id, campaign: campaign.id };
    });

    const [created] = await auditTrail(database.db, clients, id.client);
    expect(created).toMatchObject({
      actorId: actor.id,
      actorEmail: 'admin@veldwerk.test',
      action: 'create',
      tableName: 'clients',
      recordId: String(id.client),
      changes: { name: { from: null, to: 'Natuurfonds' }, enabled: { from: null, to: true } },
    });
    const [updated] = await auditTrail(database.db, campaigns, id.campaign);
    expect(updated?.changes).toEqual({
      available_for_tablet: { from: false, to: true },
      backstage_reference: { from: 'voorjaar', to: 'voorjaar-2026' },
    });
  });

  it('leaves no entry behind when the change rolls back', async () => {
    await refusal(
      database.db.transaction(async (tx) => {
        const [client] = await tx.insert(clients).values({ name: 'Teruggedraaid' }).returning();
        if (client === undefined) throw new Error('no client');
        await recordAudit(tx, {
          actor: SYSTEM_ACTOR,
          action: 'create',
          table: clients,
          recordId: client.id,
          after: client,
        });
        // A name of one character breaks clients_name_length and rolls everything back.
        await tx.update(clients).set({ name: 'x' }).where(eq(clients.id, client.id));
      }),
    );
    const { rows } = await database.pool.query(
      `select * from audit_log where changes -> 'name' ->> 'to' = 'Teruggedraaid'`,
    );
    expect(rows).toEqual([]);
  });

  it('writes nothing for an update that changed nothing', async () => {
    const [client] = await database.db.insert(clients).values({ name: 'Ongewijzigd' }).returning();
    if (client === undefined) throw new Error('no client');
    const entry = await recordAudit(database.db, {
      actor,
      action: 'update',
      table: clients,
      recordId: client.id,
      before: client,
      after: { ...client },
    });
    expect(entry).toBeNull();
    expect(await auditTrail(database.db, clients, client.id)).toEqual([]);
  });

  it('lists a record history newest first', async () => {
    const recordId = 'history-1';
    for (const [index, name] of ['Eerste', 'Tweede', 'Derde'].entries()) {
      await recordAudit(database.db, {
        actor,
        action: index === 0 ? 'create' : 'update',
        table: clients,
        recordId,
        before: index === 0 ? null : { name: 'vorige' },
        after: { name },
        at: new Date(Date.UTC(2026, 0, 1 + index)),
      });
    }
    const trail = await auditTrail(database.db, clients, recordId);
    expect(trail.map((entry) => entry.changes.name?.to)).toEqual(['Derde', 'Tweede', 'Eerste']);
  });
});
