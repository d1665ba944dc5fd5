/**
 * Employees and applicants (spec §3): sign-in's lookups, the list of both screens, one person
 * with their transitions, the audited writes (person, transition, roles, password) and the
 * autocomplete. Personal data (IBAN, BSN) arrives sealed and leaves raw: `personal.ts` in the
 * routes decides what the columns hold and what an answer shows.
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUTOCOMPLETE_LIMIT,
  employeeListContract,
  type EmployeeAutocompleteItem,
  type EmployeeListItem,
  type EmployeePayloadBody,
  type EmployeeState,
  type Transition,
  type TransitionPayloadBody,
} from '@veldwerk/shared/domain';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { containsPattern } from '../../db/list/sql';
import { listPage, type ListSourceOf, type PreparedList } from '../../db/list/page';
import {
  employees,
  employeeStateTransitions,
  type EmployeeRow,
  type EmployeeStateTransitionRow,
  type NewEmployeeRow,
} from '../../db/schema';
import { searchKeyLike } from '../../db/schema/search-key';
import { textSortKey } from '../../db/schema/sort-key';
import { fullName } from './full-name';
import type { PersonalColumns } from './personal';

export async function findEmployeeByEmail(db: Db, email: string): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(eq(employees.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function countEmployees(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employees);
  return row?.n ?? 0;
}

export async function insertEmployees(
  db: Db,
  rows: readonly NewEmployeeRow[],
): Promise<EmployeeRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(employees)
    .values(rows.map((row) => ({ ...row, email: row.email.trim().toLowerCase() })))
    .returning();
}

export async function setEmployeeStatus(db: Db, id: string, status: EmployeeState): Promise<void> {
  await db
    .update(employees)
    .set({ employeeStatus: status, updatedAt: new Date() })
    .where(eq(employees.id, id));
}

// ---------------------------------------------------------------------------------------------
// The list

const recruiter = alias(employees, 'recruiter');

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

type ListRow = EmployeeListItem;

const listColumns = {
  uuid: employees.id,
  employee_status: employees.employeeStatus,
  employee_code: employees.employeeCode,
  record_status: employees.recordStatus,
  firstname: employees.firstname,
  surname_prefix: employees.surnamePrefix,
  surname: employees.surname,
  place: employees.place,
  hq: employees.hq,
  phone: employees.phone,
  mobile: employees.mobile,
  email: employees.email,
  person_creation_date: employees.createdAt,
  recruited_by: employees.recruitedById,
  recruiter_firstname: recruiter.firstname,
  recruiter_prefix: recruiter.surnamePrefix,
  recruiter_surname: recruiter.surname,
  recruited_by_alternative: employees.recruitedByAlternative,
  open_date: employees.openDate,
  source: employees.source,
  campaign: employees.campaignId,
};

export const employeeListSource: ListSourceOf<ListRow, typeof employeeListContract> = {
  contract: employeeListContract,
  id: { column: employees.id, value: (row) => row.uuid },
  sorts: {
    person_creation_date: { column: employees.createdAt, value: (row) => row.person_creation_date },
    surname: { column: employees.surname, value: (row) => row.surname },
    hq: { column: employees.hq, value: (row) => row.hq },
    source: { column: employees.source, value: (row) => row.source },
    open_date: { column: employees.openDate, value: (row) => row.open_date },
  },
  filters: {
    employee_status: employees.employeeStatus,
    record_status: employees.recordStatus,
    place: employees.place,
    hq: employees.hq,
    surname: employees.surname,
    firstname: employees.firstname,
    email: employees.email,
    // A phone filter finds the number in any of the person's three numbers.
    phone: (value) => {
      if (typeof value !== 'string') return undefined;
      const pattern = containsPattern(value.replace(/\s+/g, ''));
      return or(
        searchKeyLike(employees.phone, pattern),
        searchKeyLike(employees.mobile, pattern),
        searchKeyLike(employees.tel2, pattern),
      );
    },
    employee_code: employees.employeeCode,
    person_creation_date: employees.createdAt,
    recruited_by: employees.recruitedById,
    recruited_by_alternative: employees.recruitedByAlternative,
    open_date: employees.openDate,
    source: employees.source,
    campaign: employees.campaignId,
  },
};

export function listEmployees(db: Db, list: PreparedList<ListRow>) {
  return listPage(list, {
    rows: async (query) => {
      const rows = await db
        .select(listColumns)
        .from(employees)
        .leftJoin(recruiter, eq(recruiter.id, employees.recruitedById))
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset);
      return rows.map(
        ({ recruiter_firstname, recruiter_prefix, recruiter_surname, ...row }): ListRow => ({
          ...row,
          person_creation_date: row.person_creation_date.toISOString(),
          open_date: iso(row.open_date),
          recruited_by_name:
            row.recruited_by === null
              ? null
              : fullName({
                  firstname: recruiter_firstname,
                  surnamePrefix: recruiter_prefix,
                  surname: recruiter_surname,
                }),
        }),
      );
    },
    count: (where) => db.$count(employees, where),
  });
}

// ---------------------------------------------------------------------------------------------
// One person

export function toTransition(row: EmployeeStateTransitionRow): Transition {
  return {
    uuid: row.id,
    new_state: row.newState,
    event_reason: row.eventReason,
    event_comment: row.eventComment,
    event_date: iso(row.eventDate),
    open_date: iso(row.openDate),
    creation_date: row.creationDate.toISOString(),
    manager: row.managerId,
    employee: row.employeeId,
  };
}

/** A person's transitions, newest first (the timeline's order). */
export async function transitionsOf(db: DbOrTx, employeeId: string): Promise<Transition[]> {
  const rows = await db
    .select()
    .from(employeeStateTransitions)
    .where(eq(employeeStateTransitions.employeeId, employeeId))
    .orderBy(desc(employeeStateTransitions.creationDate), desc(employeeStateTransitions.id));
  return rows.map(toTransition);
}

export async function findEmployeeRow(db: DbOrTx, id: string): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  return row;
}

export async function findEmployeeByCode(
  db: DbOrTx,
  code: string,
): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.employeeCode, code));
  return row;
}

/** Payload (with sealed personal columns) → column values. Absent fields stay as they are. */
export function employeeValues(
  body: EmployeePayloadBody,
  personal: PersonalColumns,
): Partial<NewEmployeeRow> {
  const values: Partial<NewEmployeeRow> = {
    employeeStatus: body.employee_status,
    employeeCode: body.employee_code,
    hq: body.hq,
    surname: body.surname,
    firstname: body.firstname,
    initials: body.initials,
    surnamePrefix: body.surname_prefix,
    sex: body.sex,
    phone: body.phone,
    mobile: body.mobile,
    tel2: body.tel2,
    email: body.email ?? undefined,
    secondEmail: body.second_email,
    jobFunction: body.function,
    startDate: body.start_date,
    campaignId: body.campaign,
    managerId: body.manager,
    drivingLicense: body.driving_license,
    source: body.source,
    recruitedById: body.recruited_by,
    recruitedByAlternative: body.recruited_by_alternative,
    birthDate: body.birth_date,
    bsn: body.bsn === undefined ? undefined : personal.bsn,
    iban: body.iban === undefined ? undefined : personal.iban,
    comment: body.comment,
    commentClosed: body.comment_closed,
    postalCode: body.postal_code,
    houseNumber: body.house_number,
    houseNumberSuffix: body.house_number_suffix,
    street: body.street,
    place: body.place,
    country: body.country,
    recordStatus: body.record_status,
    backstageReference: body.backstage_reference,
    publicTransportCard: body.public_transport_card,
    numberOfWorkdays: body.number_of_workdays,
    citizenship: body.citizenship,
    resumeUrl: body.resume_url,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** What the audit log never holds. */
const AUDIT_IGNORE = ['password_hash', 'updated_at', 'created_at'];

export async function createEmployee(
  db: Db,
  actor: AuditActor,
  values: Partial<NewEmployeeRow> & { email: string },
): Promise<EmployeeRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(employees).values(values).returning();
    if (row === undefined) throw new Error('Employee insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'create',
      table: employees,
      recordId: row.id,
      after: row,
      ignore: AUDIT_IGNORE,
    });
    return row;
  });
}

/**
 * Updates a person inside one transaction; `check` sees the row before the change (locked) and
 * may refuse by throwing. Undefined when the person does not exist.
 */
export async function updateEmployee(
  db: Db,
  actor: AuditActor,
  id: string,
  values: (before: EmployeeRow) => Partial<NewEmployeeRow>,
): Promise<EmployeeRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(employees).where(eq(employees.id, id)).for('update');
    if (before === undefined) return undefined;
    const [after] = await tx
      .update(employees)
      .set({ ...values(before), updatedAt: new Date() })
      .where(eq(employees.id, id))
      .returning();
    if (after === undefined) throw new Error('Employee update returned no row');
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: employees,
      recordId: id,
      before,
      after,
      ignore: AUDIT_IGNORE,
    });
    return after;
  });
}

/** Stores a new password hash; the audit log notes the change, never the hash. */
export async function setPasswordHash(
  db: Db,
  actor: AuditActor,
  id: string,
  hash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(employees)
      .set({ passwordHash: hash, updatedAt: new Date() })
      .where(eq(employees.id, id))
      .returning({ id: employees.id });
    if (row === undefined) return false;
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: employees,
      recordId: id,
      before: { password: null },
      after: { password: 'gewijzigd' },
    });
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Transitions

export interface TransitionInput {
  employeeId: string;
  body: TransitionPayloadBody;
  /** The signed-in employee, or null (the public application). */
  managerId: string | null;
  /** Called inside the transaction with the saved row and the state before it. */
  saved: (tx: Tx, row: EmployeeStateTransitionRow, previous: EmployeeState) => Promise<void>;
}

/**
 * Saves a transition and sets the person's status, open date and record status (closed: the
 * form always sends `close_record: true`) in one transaction. Undefined when the person does
 * not exist.
 */
export async function addTransition(
  db: Db,
  actor: AuditActor,
  input: TransitionInput,
): Promise<Transition | undefined> {
  const { body } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(employees)
      .where(eq(employees.id, input.employeeId))
      .for('update');
    if (before === undefined) return undefined;
    const openDate = body.open_date == null ? null : new Date(body.open_date);
    const [row] = await tx
      .insert(employeeStateTransitions)
      .values({
        employeeId: input.employeeId,
        newState: body.new_state,
        eventReason: body.event_reason ?? null,
        eventComment: body.event_comment ?? null,
        eventDate: body.event_date == null ? null : new Date(body.event_date),
        openDate,
        managerId: input.managerId,
      })
      .returning();
    if (row === undefined) throw new Error('Transition insert returned no row');
    const [after] = await tx
      .update(employees)
      .set({
        employeeStatus: body.new_state,
        openDate,
        recordStatus: body.close_record ? 'Gesloten' : before.recordStatus,
        updatedAt: new Date(),
      })
      .where(eq(employees.id, input.employeeId))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'create',
      table: employeeStateTransitions,
      recordId: row.id,
      after: row,
    });
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: employees,
      recordId: input.employeeId,
      before,
      after: after ?? null,
      ignore: AUDIT_IGNORE,
    });
    await input.saved(tx, row, before.employeeStatus);
    return toTransition(row);
  });
}

/** Deletes one transition of a person; false when there is no such transition. */
export async function deleteTransition(
  db: Db,
  actor: AuditActor,
  employeeId: string,
  transitionId: string,
  deleted: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .delete(employeeStateTransitions)
      .where(
        and(
          eq(employeeStateTransitions.id, transitionId),
          eq(employeeStateTransitions.employeeId, employeeId),
        ),
      )
      .returning();
    if (before === undefined) return false;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      table: employeeStateTransitions,
      recordId: transitionId,
      before,
    });
    await deleted(tx);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Autocomplete

/** Employees by name (contains, accents and case ignored) or by their code (starts with). */
export async function autocompleteEmployees(
  db: Db,
  text: string,
  states: readonly EmployeeState[] | undefined,
): Promise<EmployeeAutocompleteItem[]> {
  const pattern = containsPattern(text);
  const name = sql`concat_ws(' ', ${employees.firstname}, ${employees.surnamePrefix}, ${employees.surname})`;
  const matches: SQL[] = [
    searchKeyLike(employees.firstname, pattern),
    searchKeyLike(employees.surname, pattern),
  ];
  if (/^\d+$/.test(text.trim()))
    matches.push(sql`${employees.employeeCode} like ${`${text.trim()}%`}`);
  const rows = await db
    .select({
      id: employees.id,
      firstname: employees.firstname,
      surnamePrefix: employees.surnamePrefix,
      surname: employees.surname,
      employee_code: employees.employeeCode,
      employee_status: employees.employeeStatus,
    })
    .from(employees)
    .where(
      and(
        or(...matches),
        states === undefined || states.length === 0
          ? undefined
          : inArray(employees.employeeStatus, [...states]),
      ),
    )
    .orderBy(textSortKey(employees.surname), asc(name), asc(employees.id))
    .limit(AUTOCOMPLETE_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    label: fullName(row) || (row.employee_code ?? row.id),
    employee_code: row.employee_code,
    employee_status: row.employee_status,
  }));
}

/** Deletes a person (transitions and call logs go with them); false when not there. */
export async function deleteEmployee(db: Db, actor: AuditActor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(employees).where(eq(employees.id, id)).returning();
    if (before === undefined) return false;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      table: employees,
      recordId: id,
      before,
      ignore: AUDIT_IGNORE,
    });
    return true;
  });
}
