/**
 * Shifts ('werkbriefjes', spec §3): the list (with the names of trainee, sales coach, creator
 * and campaign, and the number of checks), one shift with its checks, the audited writes, the
 * facts the rules need (employee state, campaign enabled), and the dashboard's aggregates.
 */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  shiftListContract,
  type ShiftDashboardRow,
  type ShiftListItem,
  type ShiftPayloadBody,
} from '@veldwerk/shared/domain';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx } from '../../db/client';
import { campaigns, donationChecks, donations, employees, shifts } from '../../db/schema';
import type { ShiftRow } from '../../db/schema/shifts';
import { listPage, type ListSourceOf, type PreparedList } from '../../db/list/page';
import { fullName } from '../employees/full-name';

const trainee = alias(employees, 'trainee');
const coach = alias(employees, 'coach');
const creator = alias(employees, 'creator');

const hhmm = (time: string) => time.slice(0, 5);

const checksCount = sql<number>`(select count(*) from ${donationChecks} where ${donationChecks.shiftId} = ${shifts.id})::int`;

const listColumns = {
  id: shifts.id,
  date: shifts.date,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  duration: shifts.duration,
  hq: shifts.hq,
  campaignId: shifts.campaignId,
  campaignName: campaigns.name,
  employeeId: shifts.employeeId,
  traineeFirstname: trainee.firstname,
  traineeSurnamePrefix: trainee.surnamePrefix,
  traineeSurname: trainee.surname,
  salesCoachId: shifts.salesCoachId,
  coachFirstname: coach.firstname,
  coachSurnamePrefix: coach.surnamePrefix,
  coachSurname: coach.surname,
  shiftCreatorId: shifts.shiftCreatorId,
  creatorFirstname: creator.firstname,
  creatorSurnamePrefix: creator.surnamePrefix,
  creatorSurname: creator.surname,
  checksCount,
  creationDate: shifts.creationDate,
  lastModifyDate: shifts.lastModifyDate,
};
type ListRow = {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  duration: number;
  hq: string | null;
  campaignId: number;
  campaignName: string;
  employeeId: string;
  traineeFirstname: string | null;
  traineeSurnamePrefix: string | null;
  traineeSurname: string | null;
  salesCoachId: string;
  coachFirstname: string | null;
  coachSurnamePrefix: string | null;
  coachSurname: string | null;
  shiftCreatorId: string | null;
  creatorFirstname: string | null;
  creatorSurnamePrefix: string | null;
  creatorSurname: string | null;
  checksCount: number;
  creationDate: Date;
  lastModifyDate: Date | null;
};

export const shiftListSource: ListSourceOf<ListRow, typeof shiftListContract> = {
  contract: shiftListContract,
  id: { column: shifts.id, value: (row) => row.id },
  sorts: {
    date: { column: shifts.date, value: (row) => row.date },
    creation_date: { column: shifts.creationDate, value: (row) => row.creationDate },
  },
  filters: {
    employee: shifts.employeeId,
    sales_coach: shifts.salesCoachId,
    campaign: shifts.campaignId,
    hq: shifts.hq,
    date: shifts.date,
  },
};

const names = (row: ListRow) => ({
  employee_name: fullName({
    firstname: row.traineeFirstname,
    surnamePrefix: row.traineeSurnamePrefix,
    surname: row.traineeSurname,
  }),
  sales_coach_name: fullName({
    firstname: row.coachFirstname,
    surnamePrefix: row.coachSurnamePrefix,
    surname: row.coachSurname,
  }),
  shift_creator_name:
    row.shiftCreatorId === null
      ? null
      : fullName({
          firstname: row.creatorFirstname,
          surnamePrefix: row.creatorSurnamePrefix,
          surname: row.creatorSurname,
        }),
});

function toListItem(row: ListRow): ShiftListItem {
  return {
    uuid: row.id,
    date: row.date,
    start_time: hhmm(row.startTime),
    end_time: hhmm(row.endTime),
    duration: row.duration as ShiftListItem['duration'],
    hq: row.hq,
    campaign: row.campaignId,
    campaign_name: row.campaignName,
    employee: row.employeeId,
    sales_coach: row.salesCoachId,
    shift_creator: row.shiftCreatorId,
    checks_count: row.checksCount,
    creation_date: row.creationDate.toISOString(),
    ...names(row),
  };
}

function selectList(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(shifts)
    .innerJoin(campaigns, eq(campaigns.id, shifts.campaignId))
    .innerJoin(trainee, eq(trainee.id, shifts.employeeId))
    .innerJoin(coach, eq(coach.id, shifts.salesCoachId))
    .leftJoin(creator, eq(creator.id, shifts.shiftCreatorId));
}

/** One page of the shift list (the names come from the page's rows only, by primary key). */
export async function listShifts(db: Db, list: PreparedList<ListRow>) {
  const page = await listPage(list, {
    rows: (query) =>
      selectList(db)
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
    count: (where) => db.$count(shifts, where),
  });
  return { ...page, results: page.results.map(toListItem) };
}

/** One shift as the list shows it (names and count) plus its last change, or undefined. */
export async function findShiftItem(
  db: DbOrTx,
  id: string,
): Promise<(ShiftListItem & { last_modify_date: string | null }) | undefined> {
  const [row] = await selectList(db).where(eq(shifts.id, id));
  if (row === undefined) return undefined;
  return { ...toListItem(row), last_modify_date: row.lastModifyDate?.toISOString() ?? null };
}

export async function findShiftRow(db: DbOrTx, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id));
  return row;
}

/** The facts the shift rules read: an employee's state, a campaign's enabled flag. */
export async function employeeStatus(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: employees.employeeStatus })
    .from(employees)
    .where(eq(employees.id, id));
  return row?.status;
}

export async function campaignName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: campaigns.name })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row?.name ?? null;
}

export async function campaignEnabled(db: DbOrTx, id: number): Promise<boolean | undefined> {
  const [row] = await db
    .select({ enabled: campaigns.enabled })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row?.enabled;
}

export interface ShiftValues {
  date: string;
  startTime: string;
  endTime: string;
  duration: number;
  hq: string | null;
  campaignId: number;
  employeeId: string;
  salesCoachId: string;
}

/** Column values of a payload that passed the rules (the ids are required by then). */
export function shiftValues(body: ShiftPayloadBody): ShiftValues {
  return {
    date: body.date,
    startTime: body.start_time,
    endTime: body.end_time,
    duration: body.duration,
    hq: body.hq ?? null,
    campaignId: body.campaign ?? 0,
    employeeId: (body.employee ?? '').toLowerCase(),
    salesCoachId: (body.sales_coach ?? '').toLowerCase(),
  };
}

export async function createShift(
  db: Db,
  actor: AuditActor,
  values: ShiftValues,
): Promise<ShiftRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shifts)
      .values({ ...values, shiftCreatorId: actor.id })
      .returning();
    if (row === undefined) throw new Error('Shift insert returned no row');
    await recordAudit(tx, { actor, action: 'create', table: shifts, recordId: row.id, after: row });
    return row;
  });
}

/** Updates a shift after `check` accepted it against the stored row; undefined when missing. */
export async function updateShift(
  db: Db,
  actor: AuditActor,
  id: string,
  values: ShiftValues,
  check: (tx: DbOrTx, before: ShiftRow) => Promise<void>,
): Promise<ShiftRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shifts).where(eq(shifts.id, id)).for('update');
    if (before === undefined) return undefined;
    await check(tx, before);
    const [after] = await tx
      .update(shifts)
      .set({ ...values, lastModifyDate: sql`now()` })
      .where(eq(shifts.id, id))
      .returning();
    if (after === undefined) throw new Error('Shift update returned no row');
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: shifts,
      recordId: id,
      before,
      after,
      ignore: ['last_modify_date'],
    });
    return after;
  });
}

export type DeleteShiftResult = 'deleted' | 'not_found' | 'refused';

/** Deletes a shift with its checks when `allowed` says so for the stored row. */
export async function deleteShift(
  db: Db,
  actor: AuditActor,
  id: string,
  allowed: (row: ShiftRow) => boolean,
): Promise<DeleteShiftResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shifts).where(eq(shifts.id, id)).for('update');
    if (before === undefined) return 'not_found';
    if (!allowed(before)) return 'refused';
    const checks = await tx
      .delete(donationChecks)
      .where(eq(donationChecks.shiftId, id))
      .returning();
    for (const check of checks) {
      await recordAudit(tx, {
        actor,
        action: 'delete',
        table: donationChecks,
        recordId: check.id,
        before: check,
      });
    }
    await tx.delete(shifts).where(eq(shifts.id, id));
    await recordAudit(tx, { actor, action: 'delete', table: shifts, recordId: id, before });
    return 'deleted';
  });
}

// --- Dashboard ------------------------------------------------------------------------------

export interface DashboardFilter {
  from: string;
  to: string;
  campaign?: number | undefined;
  hq?: string | undefined;
}

/**
 * Per shift: its checks and how many matched an APPROVED donation, through the checks' shift
 * index and the donations' reference-number index (a lateral join, one row per shift).
 */
const checkReference = sql`${sql.identifier('donation_checks')}.${sql.identifier('reference_number')}`;
const perShift = (db: DbOrTx) =>
  db
    .select({
      checks: sql<number>`count(*)::int`.as('checks'),
      // Qualified by hand: a one-table select leaves its own columns unqualified.
      approved: sql<number>`(count(*) filter (where exists (
        select 1 from ${donations}
        where ${donations.referenceNumber} = ${checkReference}
          and ${donations.state} = 'APPROVED')))::int`.as('approved'),
    })
    .from(donationChecks)
    .where(eq(donationChecks.shiftId, shifts.id))
    .as('per_shift');

const week = sql<string>`to_char(date_trunc('week', ${shifts.date}::timestamp), 'YYYY-MM-DD')`;

type Dimension = 'hq' | 'sales_coach' | 'employee';

/** One chart's rows: per week and branch, sales coach or trainee; one query, grouped. */
export async function dashboardRows(
  db: Db,
  dimension: Dimension,
  filter: DashboardFilter,
): Promise<ShiftDashboardRow[]> {
  const conditions: SQL[] = [gte(shifts.date, filter.from), lte(shifts.date, filter.to)];
  if (filter.campaign !== undefined) conditions.push(eq(shifts.campaignId, filter.campaign));
  if (filter.hq !== undefined) conditions.push(eq(shifts.hq, filter.hq));
  const stats = perShift(db);
  const person = dimension === 'sales_coach' ? coach : trainee;
  const personColumn = dimension === 'sales_coach' ? shifts.salesCoachId : shifts.employeeId;
  const key =
    dimension === 'hq'
      ? sql<string>`coalesce(${shifts.hq}, '')`
      : sql<string>`${personColumn}::text`;
  const totals = {
    week,
    key,
    shifts: sql<number>`count(*)::int`,
    hours: sql<number>`sum(${shifts.duration})::int`,
    checks: sql<number>`coalesce(sum(${stats.checks}), 0)::int`,
    approved: sql<number>`coalesce(sum(${stats.approved}), 0)::int`,
  };
  if (dimension === 'hq') {
    const rows = await db
      .select(totals)
      .from(shifts)
      .leftJoinLateral(stats, sql`true`)
      .where(and(...conditions))
      .groupBy(week, key)
      .orderBy(week, key);
    return rows.map((row) => ({ ...row, label: row.key === '' ? 'Geen vestiging' : row.key }));
  }
  const rows = await db
    .select({
      ...totals,
      firstname: person.firstname,
      surnamePrefix: person.surnamePrefix,
      surname: person.surname,
    })
    .from(shifts)
    .innerJoin(person, eq(person.id, personColumn))
    .leftJoinLateral(stats, sql`true`)
    .where(and(...conditions))
    .groupBy(week, personColumn, person.firstname, person.surnamePrefix, person.surname)
    .orderBy(week, person.surname, person.firstname, personColumn);
  return rows.map(({ firstname, surnamePrefix, surname, ...row }) => ({
    ...row,
    label: fullName({ firstname, surnamePrefix, surname }) || row.key,
  }));
}
