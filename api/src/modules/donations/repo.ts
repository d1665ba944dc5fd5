/**
 * Donations (spec §3, §4): the list (joined with the client's and campaign's names), one
 * donation, audited writes, the duplicate lookup and the change history. IBAN values pass
 * through `personal.ts` in the routes; here they are column values.
 */
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  DONATION_LIST_COUNT_CAP,
  DONATION_LIST_SEARCH_COUNT_CAP,
  donationListContract,
  donorName,
  DUPLICATES_MAX,
  type Donation,
  type DonationDuplicate,
  type DonationHistoryEntry,
  type DonationListItem,
  type DuplicateMatch,
  type FilterValue,
  type InputField,
} from '@veldwerk/shared/domain';
import { auditTrail, recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { campaignInputFields, campaigns, clients, donations, uploads } from '../../db/schema';
import type { DonationRow, NewDonationRow } from '../../db/schema/donations';
import { countUpTo, listPage, type ListSourceOf, type PreparedList } from '../../db/list/page';
import { donationIbanIndex } from './personal';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** A stored row as the api answers it (the IBAN as the row holds it: see `personal.ts`). */
export function toDonation(row: DonationRow): Donation {
  return {
    id: row.id,
    reference_number: row.referenceNumber,
    state: row.state,
    recruiter: row.recruiterId,
    recruiter_number: row.recruiterNumber,
    recruiter_employee_code: row.recruiterEmployeeCode,
    client: row.clientId,
    campaign: row.campaignId,
    period: row.period,
    start_date: row.startDate,
    last_export_date: iso(row.lastExportDate),
    backstage_export_date: iso(row.backstageExportDate),
    stop_date: row.stopDate,
    sex: row.sex,
    initials: row.initials,
    firstname: row.firstname,
    surname_prefix: row.surnamePrefix,
    surname: row.surname,
    postal_code: row.postalCode,
    house_number: row.houseNumber,
    house_number_suffix: row.houseNumberSuffix,
    street: row.street,
    place: row.place,
    country: row.country,
    tel: row.tel,
    mobile: row.mobile,
    email: row.email,
    amount: row.amount,
    iban: row.iban,
    bic: row.bic,
    birth_date: row.birthDate,
    call_attempts: row.callAttempts,
    checked: row.checked,
    reject_state: row.rejectState,
    reject_comment: row.rejectComment,
    language: row.language,
    receive_mail: row.receiveMail,
    receive_email: row.receiveEmail,
    comment: row.comment,
    signature: row.signature,
    recruited_date: iso(row.recruitedDate),
    creation_date: row.creationDate.toISOString(),
    last_modify_date: iso(row.lastModifyDate),
    source: row.source,
    extra_fields: row.extraFields,
  };
}

const listColumns = {
  id: donations.id,
  referenceNumber: donations.referenceNumber,
  state: donations.state,
  initials: donations.initials,
  firstname: donations.firstname,
  surnamePrefix: donations.surnamePrefix,
  surname: donations.surname,
  place: donations.place,
  amount: donations.amount,
  period: donations.period,
  clientId: donations.clientId,
  clientName: clients.name,
  campaignId: donations.campaignId,
  campaignName: campaigns.name,
  recruiterEmployeeCode: donations.recruiterEmployeeCode,
  recruitedDate: donations.recruitedDate,
  startDate: donations.startDate,
  lastExportDate: donations.lastExportDate,
  creationDate: donations.creationDate,
};
type ListRow = {
  [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['notNull'] extends true
    ? (typeof listColumns)[K]['_']['data']
    : (typeof listColumns)[K]['_']['data'] | null;
};

const exportedFilter = (value: FilterValue): SQL | undefined => {
  if (value === true) return isNotNull(donations.lastExportDate);
  if (value === false) return isNull(donations.lastExportDate);
  return undefined;
};

export const donationListSource: ListSourceOf<ListRow, typeof donationListContract> = {
  contract: donationListContract,
  countCap: DONATION_LIST_COUNT_CAP,
  searchCountCap: DONATION_LIST_SEARCH_COUNT_CAP,
  id: { column: donations.id, value: (row) => row.id },
  sorts: {
    recruited_date: { column: donations.recruitedDate, value: (row) => row.recruitedDate },
    creation_date: { column: donations.creationDate, value: (row) => row.creationDate },
    start_date: { column: donations.startDate, value: (row) => row.startDate },
    id: { column: donations.id, value: (row) => row.id },
  },
  filters: {
    state: donations.state,
    client: donations.clientId,
    campaign: donations.campaignId,
    recruiter_employee_code: donations.recruiterEmployeeCode,
    reference_number: donations.referenceNumber,
    recruited_date: donations.recruitedDate,
    start_date: donations.startDate,
    creation_date: donations.creationDate,
    surname: donations.surname,
    place: donations.place,
    exported: exportedFilter,
  },
};

function toListItem(row: ListRow): DonationListItem {
  return {
    id: row.id,
    reference_number: row.referenceNumber,
    state: row.state,
    initials: row.initials,
    firstname: row.firstname,
    surname_prefix: row.surnamePrefix,
    surname: row.surname,
    place: row.place,
    amount: row.amount,
    period: row.period,
    client: row.clientId,
    client_name: row.clientName,
    campaign: row.campaignId,
    campaign_name: row.campaignName,
    recruiter_employee_code: row.recruiterEmployeeCode,
    recruited_date: iso(row.recruitedDate),
    start_date: row.startDate,
    last_export_date: iso(row.lastExportDate),
    creation_date: row.creationDate.toISOString(),
  };
}

/** One page of the donor list; the names come from the page's rows only (primary keys). */
export async function listDonations(db: Db, list: PreparedList<ListRow>) {
  const page = await listPage(list, {
    rows: (query) =>
      db
        .select(listColumns)
        .from(donations)
        .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
        .innerJoin(clients, eq(clients.id, donations.clientId))
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
    count: (where, cap) => countUpTo(db, donations, where, cap),
  });
  return { ...page, results: page.results.map(toListItem) };
}

export async function findDonationRow(
  db: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<DonationRow | undefined> {
  const query = db.select().from(donations).where(eq(donations.id, id));
  const [row] = options.forUpdate === true ? await query.for('update') : await query;
  return row;
}

/** A campaign by id with its client and input fields (a donation's campaign), or undefined. */
export async function findDonationCampaign(
  db: DbOrTx,
  campaignId: number,
): Promise<{ id: number; clientId: number; inputFields: InputField[] } | undefined> {
  const [campaign] = await db
    .select({ id: campaigns.id, clientId: campaigns.clientId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (campaign === undefined) return undefined;
  const fields = await db
    .select()
    .from(campaignInputFields)
    .where(eq(campaignInputFields.campaignId, campaignId))
    .orderBy(campaignInputFields.position);
  return {
    ...campaign,
    inputFields: fields.map(({ name, label, required, options }) => ({
      name,
      label,
      required,
      options,
    })),
  };
}

/** Whether a signature upload with this stored name exists. */
export async function signatureExists(db: DbOrTx, storedName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.kind, 'signature'), eq(uploads.storedName, storedName)));
  return row !== undefined;
}

export type DonationColumns = Omit<NewDonationRow, 'id' | 'creationDate'>;

export async function insertDonation(
  db: Db,
  actor: AuditActor,
  values: DonationColumns,
): Promise<DonationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(donations).values(values).returning();
    if (row === undefined) throw new Error('Donation insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'create',
      table: donations,
      recordId: row.id,
      after: row,
      ignore: ['creation_date', 'last_modify_date'],
    });
    return row;
  });
}

/**
 * Updates a donation inside one transaction: `decide` sees the locked row and answers the new
 * column values (or throws a refusal). Undefined when there is no such donation.
 */
export async function changeDonation(
  db: Db,
  actor: AuditActor,
  id: number,
  decide: (
    before: DonationRow,
    tx: Tx,
  ) => Partial<DonationColumns> | Promise<Partial<DonationColumns>>,
): Promise<DonationRow | undefined> {
  return db.transaction(async (tx) => {
    const before = await findDonationRow(tx, id, { forUpdate: true });
    if (before === undefined) return undefined;
    const values = await decide(before, tx);
    const [after] = await tx
      .update(donations)
      .set({ ...values, lastModifyDate: sql`now()` })
      .where(eq(donations.id, id))
      .returning();
    if (after === undefined) throw new Error('Donation update returned no row');
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: donations,
      recordId: id,
      before,
      after,
      ignore: ['last_modify_date'],
    });
    return after;
  });
}

/** Deletes a donation (audited) after `check` saw it; false when there is none. */
export async function deleteDonation(
  db: Db,
  actor: AuditActor,
  id: number,
  check: (before: DonationRow) => void,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await findDonationRow(tx, id, { forUpdate: true });
    if (before === undefined) return false;
    check(before);
    await tx.delete(donations).where(eq(donations.id, id));
    await recordAudit(tx, { actor, action: 'delete', table: donations, recordId: id, before });
    return true;
  });
}

/**
 * The ids of donations holding this IBAN, across every client (newest first). The one place
 * that compares IBANs: by their blind index (`iban_index`, indexed), never by the sealed value.
 */
export async function findDuplicateIbans(
  db: DbOrTx,
  plainIban: string,
  exclude?: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.ibanIndex, donationIbanIndex(null, plainIban)),
        exclude === undefined ? undefined : ne(donations.id, exclude),
      ),
    )
    .orderBy(desc(donations.id))
    .limit(DUPLICATES_MAX);
  return rows.map((row) => row.id);
}

async function idsWhere(db: DbOrTx, condition: SQL, exclude?: number): Promise<number[]> {
  const rows = await db
    .select({ id: donations.id })
    .from(donations)
    .where(and(condition, exclude === undefined ? undefined : ne(donations.id, exclude)))
    .orderBy(desc(donations.id))
    .limit(DUPLICATES_MAX);
  return rows.map((row) => row.id);
}

/** Existing donations with the same IBAN, mobile or email, across every client. */
export async function findDuplicates(
  db: DbOrTx,
  query: { iban?: string | null; mobile?: string | null; email?: string | null; exclude?: number },
): Promise<DonationDuplicate[]> {
  const matches = new Map<number, DuplicateMatch[]>();
  const add = (ids: number[], match: DuplicateMatch) => {
    for (const id of ids) matches.set(id, [...(matches.get(id) ?? []), match]);
  };
  if (query.iban) add(await findDuplicateIbans(db, query.iban, query.exclude), 'iban');
  if (query.mobile)
    add(await idsWhere(db, eq(donations.mobile, query.mobile), query.exclude), 'mobile');
  if (query.email)
    add(await idsWhere(db, eq(donations.email, query.email), query.exclude), 'email');
  if (matches.size === 0) return [];
  const ids = [...matches.keys()].sort((a, b) => b - a).slice(0, DUPLICATES_MAX);
  const rows = await db
    .select({
      id: donations.id,
      referenceNumber: donations.referenceNumber,
      state: donations.state,
      initials: donations.initials,
      firstname: donations.firstname,
      surnamePrefix: donations.surnamePrefix,
      surname: donations.surname,
      clientId: donations.clientId,
      clientName: clients.name,
      campaignId: donations.campaignId,
      campaignName: campaigns.name,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(clients, eq(clients.id, donations.clientId))
    .where(inArray(donations.id, ids))
    .orderBy(desc(donations.id));
  return rows.map((row) => ({
    id: row.id,
    reference_number: row.referenceNumber,
    state: row.state,
    name: donorName({
      initials: row.initials,
      firstname: row.firstname,
      surname_prefix: row.surnamePrefix,
      surname: row.surname,
    }),
    client: row.clientId,
    client_name: row.clientName,
    campaign: row.campaignId,
    campaign_name: row.campaignName,
    matches: matches.get(row.id) ?? [],
  }));
}

/** A donation's changes from the audit log, newest first (IBAN values are never in it). */
export async function donationHistory(db: DbOrTx, id: number): Promise<DonationHistoryEntry[]> {
  const rows = await auditTrail(db, donations, id);
  return rows.map((row) => ({
    occurred_at: row.occurredAt.toISOString(),
    actor_email: row.actorEmail,
    action: row.action,
    changes: row.changes,
  }));
}
