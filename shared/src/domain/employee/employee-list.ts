/**
 * `GET employees` (list contract): the employees list (`employee_status[]` = the employee states)
 * and the applicants list (the same path with the variant's applicant states). Rows are
 * `employeeListItemSchema`: the columns of spec §3 plus what the lists show beside them.
 */
import { z } from '../common/zod-nl';
import { CALL_LOG_LIMIT, LIST_PAGE_SIZE } from '../common/constants';
import { defineListContract } from '../list/list-contract';
import { notificationSchema } from '../notification/notification';
import { recordStatusSchema, RECORD_STATUSES, SOURCES, sourceSchema } from './employee-enums';
import { EMPLOYEE_STATES, employeeStateSchema } from './employee-state';

export const employeeListContract = defineListContract({
  resource: 'employees',
  path: 'employees',
  filters: {
    employee_status: { kind: 'in', values: EMPLOYEE_STATES },
    record_status: { kind: 'in', values: RECORD_STATUSES },
    place: { kind: 'text' },
    hq: { kind: 'text' },
    surname: { kind: 'text' },
    firstname: { kind: 'text' },
    email: { kind: 'text' },
    phone: { kind: 'text' },
    employee_code: { kind: 'eq' },
    person_creation_date: { kind: 'date_range' },
    recruited_by: { kind: 'eq' },
    recruited_by_alternative: { kind: 'text' },
    open_date: { kind: 'date_range' },
    source: { kind: 'in', values: SOURCES },
    campaign: { kind: 'number' },
  },
  sorts: ['person_creation_date', 'surname', 'hq', 'source', 'open_date'],
  defaultSort: { field: 'person_creation_date', order: 'desc' },
  pageSize: LIST_PAGE_SIZE,
});

/** One row of the employees and applicants lists. */
export const employeeListItemSchema = z.object({
  uuid: z.string(),
  employee_status: employeeStateSchema,
  employee_code: z.string().nullable(),
  record_status: recordStatusSchema,
  firstname: z.string().nullable(),
  surname_prefix: z.string().nullable(),
  surname: z.string().nullable(),
  place: z.string().nullable(),
  hq: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  person_creation_date: z.string(),
  recruited_by: z.string().nullable(),
  /** The recruiter's full name, for the column. */
  recruited_by_name: z.string().nullable(),
  recruited_by_alternative: z.string().nullable(),
  open_date: z.string().nullable(),
  source: sourceSchema.nullable(),
  campaign: z.number().int().nullable(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;

/** `autocomplete/employees.json?q=`: employees by name or code; the label is the full name. */
export const employeeAutocompleteItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  employee_code: z.string().nullable(),
  employee_status: employeeStateSchema,
});
export type EmployeeAutocompleteItem = z.infer<typeof employeeAutocompleteItemSchema>;

/** `PUT employees/{uuid}/roles` answer and the roles screen's record. */
export const employeeRolesSchema = z.object({ uuid: z.string(), roles: z.array(z.string()) });

/**
 * `GET calllogs?limit=1000&employee={uuid}` (or `donation={id}`): a callee's calls, newest first.
 * `recording_url` is answered only to ROLE_ADMIN (null for everyone else).
 */
export const callLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CALL_LOG_LIMIT).default(CALL_LOG_LIMIT),
  employee: z.string().max(64).optional(),
  donation: z.coerce.number().int().positive().optional(),
});

export const callLogItemSchema = z.object({
  uuid: z.string(),
  creation_date: z.string(),
  /** Seconds. */
  duration: z.number().int().nonnegative(),
  recording_url: z.string().nullable(),
  /** The caller's uuid and full name. */
  manager: z.string().nullable(),
  manager_name: z.string().nullable(),
  employee: z.string().nullable(),
  donation: z.number().int().nullable(),
});
export type CallLogItem = z.infer<typeof callLogItemSchema>;

/** `PATCH employees/{uuid}/password.json` answer. */
export const passwordSavedSchema = z.object({ message: z.string() });

/** `GET notifications?receiver_employee=`: a list page or a plain list of notifications. */
export const employeeNotificationsSchema = z.union([
  z.object({ results: z.array(notificationSchema) }),
  z.array(notificationSchema),
]);
