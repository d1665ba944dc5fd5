/**
 * Export layouts with their fields (spec §3). A layout and its fields are written in one
 * transaction with one audit entry holding the fields as `layout_body`; the fields are replaced
 * as a whole (`position` is the column order). Reads add the names of the layout's campaign and
 * that campaign's client.
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  exportLayoutListContract,
  type ExportField,
  type ExportLayoutDetail,
  type ExportLayoutListRow,
} from '@veldwerk/shared/domain';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  campaignInputFields,
  campaigns,
  clients,
  exportLayoutFields,
  exportLayouts,
} from '../../db/schema';
import { listPage, type ListSourceOf, type PreparedList } from '../../db/list/page';

const layoutColumns = {
  id: exportLayouts.id,
  campaign: exportLayouts.campaignId,
  name: exportLayouts.name,
  file_type: exportLayouts.fileType,
  add_title_row: exportLayouts.addTitleRow,
  field_delimiter: exportLayouts.fieldDelimiter,
  field_enclosure: exportLayouts.fieldEnclosure,
  line_ending: exportLayouts.lineEnding,
  extension: exportLayouts.extension,
  campaign_name: campaigns.name,
  client_id: campaigns.clientId,
  client_name: clients.name,
};
type LayoutBase = Omit<ExportLayoutDetail, 'layout_body'>;

/** The stored columns of a layout (what the audit log compares), by property name. */
export interface LayoutValues {
  campaignId: number;
  name: string;
  fileType: ExportLayoutDetail['file_type'];
  addTitleRow: boolean;
  fieldDelimiter: ExportLayoutDetail['field_delimiter'];
  fieldEnclosure: ExportLayoutDetail['field_enclosure'];
  lineEnding: ExportLayoutDetail['line_ending'];
  extension: string | null;
}

export const layoutListSource: ListSourceOf<LayoutBase, typeof exportLayoutListContract> = {
  contract: exportLayoutListContract,
  id: { column: exportLayouts.id, value: (row) => row.id },
  sorts: {
    name: { column: exportLayouts.name, value: (row) => row.name },
    id: { column: exportLayouts.id, value: (row) => row.id },
  },
  filters: {
    name: exportLayouts.name,
    campaign: exportLayouts.campaignId,
    client: campaigns.clientId,
    file_type: exportLayouts.fileType,
  },
};

function selectLayouts(db: DbOrTx) {
  return db
    .select(layoutColumns)
    .from(exportLayouts)
    .innerJoin(campaigns, eq(campaigns.id, exportLayouts.campaignId))
    .innerJoin(clients, eq(clients.id, campaigns.clientId));
}

/** The fields of these layouts, in column order, by layout id. */
async function fieldsOf(
  db: DbOrTx,
  layoutIds: readonly number[],
): Promise<Map<number, ExportField[]>> {
  const byLayout = new Map<number, ExportField[]>(layoutIds.map((id) => [id, []]));
  if (layoutIds.length === 0) return byLayout;
  const rows = await db
    .select()
    .from(exportLayoutFields)
    .where(inArray(exportLayoutFields.layoutId, [...layoutIds]))
    .orderBy(asc(exportLayoutFields.layoutId), asc(exportLayoutFields.position));
  for (const row of rows) {
    byLayout.get(row.layoutId)?.push({ col_name: row.colName, source_field: row.sourceField });
  }
  return byLayout;
}

export async function listLayouts(
  db: Db,
  list: PreparedList<LayoutBase>,
  withFields: boolean,
): Promise<{ results: ExportLayoutListRow[]; count: number; next_cursor: string | null }> {
  const page = await listPage(list, {
    rows: (query) =>
      selectLayouts(db)
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
    count: async (where) => {
      const [row] = await db
        .select({ n: count() })
        .from(exportLayouts)
        .innerJoin(campaigns, eq(campaigns.id, exportLayouts.campaignId))
        .where(where);
      return row?.n ?? 0;
    },
  });
  if (!withFields) return page;
  const fields = await fieldsOf(
    db,
    page.results.map((row) => row.id),
  );
  return {
    ...page,
    results: page.results.map((row) => ({ ...row, layout_body: fields.get(row.id) ?? [] })),
  };
}

export async function findLayout(db: DbOrTx, id: number): Promise<ExportLayoutDetail | undefined> {
  const [row] = await selectLayouts(db).where(eq(exportLayouts.id, id));
  if (row === undefined) return undefined;
  return { ...row, layout_body: (await fieldsOf(db, [id])).get(id) ?? [] };
}

/** A campaign's id and the names of its input fields (export sources), or undefined. */
export async function campaignWithInputFields(
  db: DbOrTx,
  campaignId: number,
): Promise<{ id: number; inputFieldNames: string[] } | undefined> {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (campaign === undefined) return undefined;
  const fields = await db
    .select({ name: campaignInputFields.name })
    .from(campaignInputFields)
    .where(eq(campaignInputFields.campaignId, campaignId));
  return { id: campaign.id, inputFieldNames: fields.map((field) => field.name) };
}

async function replaceFields(tx: Tx, layoutId: number, fields: readonly ExportField[]) {
  await tx.delete(exportLayoutFields).where(eq(exportLayoutFields.layoutId, layoutId));
  if (fields.length === 0) return;
  await tx.insert(exportLayoutFields).values(
    fields.map((field, position) => ({
      layoutId,
      position,
      colName: field.col_name,
      sourceField: field.source_field,
    })),
  );
}

const storedColumns = {
  campaignId: exportLayouts.campaignId,
  name: exportLayouts.name,
  fileType: exportLayouts.fileType,
  addTitleRow: exportLayouts.addTitleRow,
  fieldDelimiter: exportLayouts.fieldDelimiter,
  fieldEnclosure: exportLayouts.fieldEnclosure,
  lineEnding: exportLayouts.lineEnding,
  extension: exportLayouts.extension,
};

async function mustFind(tx: Tx, id: number): Promise<ExportLayoutDetail> {
  const layout = await findLayout(tx, id);
  if (layout === undefined) throw new Error(`Layout ${id} vanished inside its transaction`);
  return layout;
}

export async function createLayout(
  db: Db,
  actor: AuditActor,
  values: LayoutValues,
  fields: readonly ExportField[],
): Promise<ExportLayoutDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exportLayouts)
      .values(values)
      .returning({ id: exportLayouts.id, ...storedColumns });
    if (row === undefined) throw new Error('Layout insert returned no row');
    await replaceFields(tx, row.id, fields);
    await recordAudit(tx, {
      actor,
      action: 'create',
      table: exportLayouts,
      recordId: row.id,
      after: { ...row, layout_body: fields },
    });
    return mustFind(tx, row.id);
  });
}

/** Replaces a layout and its fields; undefined when there is no such layout. */
export async function updateLayout(
  db: Db,
  actor: AuditActor,
  id: number,
  values: LayoutValues,
  fields: readonly ExportField[],
): Promise<ExportLayoutDetail | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(storedColumns)
      .from(exportLayouts)
      .where(eq(exportLayouts.id, id))
      .for('update');
    if (before === undefined) return undefined;
    const fieldsBefore = (await fieldsOf(tx, [id])).get(id) ?? [];
    const [after] = await tx
      .update(exportLayouts)
      .set(values)
      .where(eq(exportLayouts.id, id))
      .returning(storedColumns);
    await replaceFields(tx, id, fields);
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: exportLayouts,
      recordId: id,
      before: { ...before, layout_body: fieldsBefore },
      after: { ...after, layout_body: fields },
    });
    return mustFind(tx, id);
  });
}

export async function deleteLayout(db: Db, actor: AuditActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fieldsBefore = (await fieldsOf(tx, [id])).get(id) ?? [];
    const [before] = await tx
      .delete(exportLayouts)
      .where(eq(exportLayouts.id, id))
      .returning(storedColumns);
    if (before === undefined) return false;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      table: exportLayouts,
      recordId: id,
      before: { ...before, layout_body: fieldsBefore },
    });
    return true;
  });
}
