/**
 * The shifts api beyond the entity (spec §2, §4, §7, §8): the list contract and its row, the
 * detail answer (names beside the ids, each check with the donation its reference number
 * matched), the Dutch refusals, and the shift dashboard's aggregate (beyond the spec).
 */
import { LIST_PAGE_SIZE } from '../common/constants';
import { z } from '../common/zod-nl';
import { donationCheckSchema } from '../donation-check/donation-check';
import { donationStateSchema } from '../donation/donation-enums';
import { defineListContract } from '../list/list-contract';
import { shiftDurationSchema, shiftSchema } from './shift';

/** The Dutch texts of the shift screens and refusals. */
export const SHIFT_MESSAGES = {
  saved: 'Werkbriefje succesvol opgeslagen',
  checkSaved: 'Donatiecontrole opgeslagen',
  checkDeleted: 'Donatiecontrole verwijderd',
  notFound: 'Werkbriefje niet gevonden.',
  checkNotFound: 'Donatiecontrole niet gevonden.',
  shiftNotFound: 'Dit werkbriefje bestaat niet.',
  employeeNotFound: 'Deze medewerker bestaat niet.',
  employeeNotTrial: 'Alleen een medewerker met de status Proefdag gepland kan worden gekozen.',
  salesCoachNotFound: 'Deze salescoach bestaat niet.',
  campaignNotFound: 'Deze campagne bestaat niet.',
  campaignDisabled: 'Deze campagne is niet actief.',
  hqNotActive: 'Kies een actieve vestiging.',
  deleteRefused:
    'Een werkbriefje kan alleen worden verwijderd op de dag dat het is aangemaakt, of door een beheerder.',
  dashboardRange: 'De einddatum ligt voor de begindatum.',
  dashboardTooLong: 'Kies een periode van hoogstens 53 weken.',
} as const;

/** One row of the shift list: the shift with the names of the people and the campaign. */
export const shiftListItemSchema = z.object({
  uuid: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration: shiftDurationSchema,
  hq: z.string().nullable(),
  campaign: z.number().int(),
  campaign_name: z.string(),
  employee: z.string(),
  employee_name: z.string(),
  sales_coach: z.string(),
  sales_coach_name: z.string(),
  shift_creator: z.string().nullable(),
  shift_creator_name: z.string().nullable(),
  checks_count: z.number().int().nonnegative(),
  creation_date: z.string(),
});
export type ShiftListItem = z.infer<typeof shiftListItemSchema>;

/**
 * `GET shifts` (list contract). `employee` is the recruitment quick link's filter, and with
 * `limit=1` the read that prefills a new shift (the employee's last shift: newest date first).
 * Every filter and sort is served by an index of the shifts table.
 */
export const shiftListContract = defineListContract({
  resource: 'shifts',
  path: 'shifts',
  filters: {
    employee: { kind: 'eq' },
    sales_coach: { kind: 'eq' },
    campaign: { kind: 'number' },
    hq: { kind: 'in' },
    date: { kind: 'date_range' },
  },
  sorts: ['date', 'creation_date'],
  defaultSort: { field: 'date', order: 'desc' },
  pageSize: LIST_PAGE_SIZE,
});

/** The donation a check's reference number matched (the newest, preferring the shift's campaign). */
export const checkMatchSchema = z.object({
  id: z.number().int(),
  state: donationStateSchema,
  creation_date: z.string(),
});
export type CheckMatch = z.infer<typeof checkMatchSchema>;

/** A check as the api answers it: the stored fields plus the donation it matched, if any. */
export const donationCheckAnswerSchema = donationCheckSchema.extend({
  donation: checkMatchSchema.nullable(),
});
export type DonationCheckAnswer = z.infer<typeof donationCheckAnswerSchema>;

/** `GET shifts/{uuid}` and the answers of `POST shifts`, `PUT shifts/{uuid}`. */
export const shiftDetailSchema = shiftSchema.extend({
  campaign_name: z.string(),
  employee_name: z.string(),
  sales_coach_name: z.string(),
  shift_creator_name: z.string().nullable(),
  checks: z.array(donationCheckAnswerSchema),
});
export type ShiftDetail = z.infer<typeof shiftDetailSchema>;

// --- The shift dashboard (beyond the spec: what team leaders ask for) -------------------------

/** How many weeks the dashboard shows when no range is given. */
export const DASHBOARD_DEFAULT_WEEKS = 8;
export const DASHBOARD_MAX_DAYS = 53 * 7;

/** `GET shifts/dashboard?from=&to=&campaign=&hq=` (ISO dates; both ends optional). */
export const shiftDashboardQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    campaign: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    hq: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type ShiftDashboardQuery = z.input<typeof shiftDashboardQuerySchema>;

export const SHIFT_DASHBOARD_GROUPS = ['hq', 'sales_coach', 'employee'] as const;
export type ShiftDashboardGroup = (typeof SHIFT_DASHBOARD_GROUPS)[number];
export const SHIFT_DASHBOARD_GROUP_LABELS: Record<ShiftDashboardGroup, string> = {
  hq: 'Vestiging',
  sales_coach: 'Salescoach',
  employee: 'Proefdagkandidaat',
};

/** One week of one branch, sales coach or trainee. */
export const shiftDashboardRowSchema = z.object({
  /** The Monday of the week (ISO date). */
  week: z.string(),
  /** The hq name, or the employee's uuid; '' for shifts without a branch. */
  key: z.string(),
  label: z.string(),
  shifts: z.number().int().nonnegative(),
  hours: z.number().nonnegative(),
  checks: z.number().int().nonnegative(),
  /** Checks whose reference number matched an APPROVED donation. */
  approved: z.number().int().nonnegative(),
});
export type ShiftDashboardRow = z.infer<typeof shiftDashboardRowSchema>;

export const shiftDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The name of the `campaign` filter's campaign (null without one). */
  campaign_name: z.string().nullable(),
  hq: z.array(shiftDashboardRowSchema),
  sales_coach: z.array(shiftDashboardRowSchema),
  employee: z.array(shiftDashboardRowSchema),
});
export type ShiftDashboard = z.infer<typeof shiftDashboardSchema>;

/** Donors (checks) per working hour; null without hours. */
export function donorsPerHour(row: Pick<ShiftDashboardRow, 'checks' | 'hours'>): number | null {
  return row.hours > 0 ? Math.round((row.checks / row.hours) * 100) / 100 : null;
}

/** The share (0–1) of checks that became approved donations; null without checks. */
export function approvedShare(row: Pick<ShiftDashboardRow, 'checks' | 'approved'>): number | null {
  return row.checks > 0 ? Math.round((row.approved / row.checks) * 1000) / 1000 : null;
}

/** The Monday (ISO) of the week an ISO date falls in. */
export function weekStart(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - day);
  return date.toISOString().slice(0, 10);
}

/** The dashboard's range: the given ends, else the last `DASHBOARD_DEFAULT_WEEKS` weeks to today. */
export function dashboardRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const to = query.to ?? today;
  if (query.from !== undefined) return { from: query.from, to };
  const start = new Date(`${weekStart(to)}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (DASHBOARD_DEFAULT_WEEKS - 1) * 7);
  return { from: start.toISOString().slice(0, 10), to };
}
