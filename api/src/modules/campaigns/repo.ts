/**
 * Campaigns of a client with their input fields (spec §3). A campaign and its input fields are
 * written together in one transaction, with one audit entry that holds the fields as
 * `input_fields`; the list of fields is replaced as a whole (`position` is the form order).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  campaignListContract,
  textOrNull,
  type Campaign,
  type CampaignPayloadBody,
  type InputField,
} from '@veldwerk/shared/domain';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { campaignInputFields, campaigns } from '../../db/schema';
import { listPage, type ListSourceOf, type PreparedList } from '../../db/list/page';

const campaignColumns = {
  id: campaigns.id,
  clientId: campaigns.clientId,
  name: campaigns.name,
  backstageReference: campaigns.backstageReference,
  enabled: campaigns.enabled,
  availableForTablet: campaigns.availableForTablet,
  emailText: campaigns.emailText,
  addressLink: campaigns.addressLink,
};
type CampaignBase = {
  id: number;
  clientId: number;
  name: string;
  backstageReference: string | null;
  enabled: boolean;
  availableForTablet: boolean;
  emailText: string | null;
  addressLink: string | null;
};

export const campaignListSource: ListSourceOf<CampaignBase, typeof campaignListContract> = {
  contract: campaignListContract,
  id: { column: campaigns.id, value: (row) => row.id },
  sorts: {
    name: { column: campaigns.name, value: (row) => row.name },
    id: { column: campaigns.id, value: (row) => row.id },
  },
  filters: {
    name: campaigns.name,
    enabled: campaigns.enabled,
    available_for_tablet: campaigns.availableForTablet,
  },
};

function toCampaign(row: CampaignBase, inputFields: InputField[]): Campaign {
  return {
    id: row.id,
    name: row.name,
    backstage_reference: row.backstageReference,
    enabled: row.enabled,
    available_for_tablet: row.availableForTablet,
    email_text: row.emailText,
    address_link: row.addressLink,
    client: row.clientId,
    input_fields: inputFields,
  };
}

/** The input fields of these campaigns, in form order, by campaign id. */
async function inputFieldsOf(
  db: DbOrTx,
  campaignIds: readonly number[],
): Promise<Map<number, InputField[]>> {
  const byCampaign = new Map<number, InputField[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select()
    .from(campaignInputFields)
    .where(inArray(campaignInputFields.campaignId, [...campaignIds]))
    .orderBy(asc(campaignInputFields.campaignId), asc(campaignInputFields.position));
  for (const row of rows) {
    byCampaign.get(row.campaignId)?.push({
      name: row.name,
      label: row.label,
      required: row.required,
      options: row.options,
    });
  }
  return byCampaign;
}

export async function listCampaigns(db: Db, clientId: number, list: PreparedList<CampaignBase>) {
  const ofClient = eq(campaigns.clientId, clientId);
  const page = await listPage(list, {
    rows: (query) =>
      db
        .select(campaignColumns)
        .from(campaigns)
        .where(and(ofClient, query.where))
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
    count: (where) => db.$count(campaigns, and(ofClient, where)),
  });
  const fields = await inputFieldsOf(
    db,
    page.results.map((row) => row.id),
  );
  return {
    ...page,
    results: page.results.map((row) => toCampaign(row, fields.get(row.id) ?? [])),
  };
}

/**
 * Whether another campaign (of any client) already has this project reference: it is the
 * campaign's slug in the backstage, so it must be unique. Case-insensitive (the form lowercases).
 */
export async function referenceTaken(
  db: DbOrTx,
  reference: string | null | undefined,
  exceptCampaignId?: number,
): Promise<boolean> {
  const value = textOrNull(reference ?? null);
  if (value === null) return false;
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        sql`lower(${campaigns.backstageReference}) = lower(${value})`,
        exceptCampaignId === undefined ? undefined : ne(campaigns.id, exceptCampaignId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A client's campaign, or undefined (also when it belongs to another client). */
export async function findCampaign(
  db: DbOrTx,
  clientId: number,
  campaignId: number,
): Promise<Campaign | undefined> {
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.clientId, clientId)));
  if (row === undefined) return undefined;
  const fields = await inputFieldsOf(db, [row.id]);
  return toCampaign(row, fields.get(row.id) ?? []);
}

function columnValues(body: CampaignPayloadBody) {
  return {
    name: body.name,
    backstageReference: textOrNull(body.backstage_reference),
    enabled: body.enabled,
    availableForTablet: body.available_for_tablet,
    emailText: textOrNull(body.email_text),
    addressLink: textOrNull(body.address_link),
  };
}

async function replaceInputFields(
  tx: Tx,
  campaignId: number,
  fields: CampaignPayloadBody['input_fields'],
): Promise<InputField[]> {
  await tx.delete(campaignInputFields).where(eq(campaignInputFields.campaignId, campaignId));
  if (fields.length === 0) return [];
  const rows = await tx
    .insert(campaignInputFields)
    .values(
      fields.map((field, position) => ({
        campaignId,
        position,
        name: field.name,
        label: field.label,
        required: field.required,
        options: field.options.filter((option) => option !== ''),
      })),
    )
    .returning();
  return rows
    .sort((a, b) => a.position - b.position)
    .map(({ name, label, required, options }) => ({ name, label, required, options }));
}

/** Audit values of a campaign: its columns plus the input fields as one list. */
const audited = (row: CampaignBase, inputFields: InputField[]) => ({
  ...row,
  input_fields: inputFields,
});

export async function createCampaign(
  db: Db,
  actor: AuditActor,
  clientId: number,
  body: CampaignPayloadBody,
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ clientId, ...columnValues(body) })
      .returning(campaignColumns);
    if (row === undefined) throw new Error('Campaign insert returned no row');
    const fields = await replaceInputFields(tx, row.id, body.input_fields);
    await recordAudit(tx, {
      actor,
      action: 'create',
      table: campaigns,
      recordId: row.id,
      after: audited(row, fields),
    });
    return toCampaign(row, fields);
  });
}

/** Replaces a client's campaign and its input fields; undefined when there is no such campaign. */
export async function updateCampaign(
  db: Db,
  actor: AuditActor,
  clientId: number,
  campaignId: number,
  body: CampaignPayloadBody,
): Promise<Campaign | undefined> {
  return db.transaction(async (tx) => {
    const where = and(eq(campaigns.id, campaignId), eq(campaigns.clientId, clientId));
    const [before] = await tx.select(campaignColumns).from(campaigns).where(where).for('update');
    if (before === undefined) return undefined;
    const fieldsBefore = (await inputFieldsOf(tx, [campaignId])).get(campaignId) ?? [];
    const [after] = await tx
      .update(campaigns)
      .set(columnValues(body))
      .where(where)
      .returning(campaignColumns);
    if (after === undefined) throw new Error('Campaign update returned no row');
    const fields = await replaceInputFields(tx, campaignId, body.input_fields);
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: campaigns,
      recordId: campaignId,
      before: audited(before, fieldsBefore),
      after: audited(after, fields),
    });
    return toCampaign(after, fields);
  });
}

/**
 * Deletes a client's campaign with its input fields, theme and layouts (the database refuses
 * while donations or shifts use it); false when there is no such campaign.
 */
export async function deleteCampaign(
  db: Db,
  actor: AuditActor,
  clientId: number,
  campaignId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fieldsBefore = (await inputFieldsOf(tx, [campaignId])).get(campaignId) ?? [];
    const [before] = await tx
      .delete(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.clientId, clientId)))
      .returning(campaignColumns);
    if (before === undefined) return false;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      table: campaigns,
      recordId: campaignId,
      before: audited(before, fieldsBefore),
    });
    return true;
  });
}
