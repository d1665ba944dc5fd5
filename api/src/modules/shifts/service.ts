/**
 * The shift rules the api enforces beyond the payload schema (spec §3, §4, issue 14): a new
 * shift's employee is 'Trial planned', its campaign enabled, its hq an active branch of the
 * deployment; the sales coach exists. An update re-checks only what it changes (a shift keeps
 * its trainee after the trial moved them on). Deleting: on the day of creation, or ROLE_ADMIN.
 */
import {
  SHIFT_EMPLOYEE_STATE,
  SHIFT_MESSAGES,
  canDeleteShift,
  type IssueLike,
} from '@veldwerk/shared/domain';
import { amsterdamDate } from '@veldwerk/shared/validation';
import type { DbOrTx } from '../../db/client';
import type { ShiftRow } from '../../db/schema/shifts';
import { InvalidInputError } from '../../http/errors';
import { campaignEnabled, employeeStatus, type ShiftValues } from './repo';

export interface ShiftRuleContext {
  /** The deployment's active branches. */
  activeHq: readonly string[];
}

/** Throws a 400 with field errors when the values break a rule (`before`: the stored shift). */
export async function checkShiftRules(
  db: DbOrTx,
  values: ShiftValues,
  context: ShiftRuleContext,
  before: ShiftRow | null = null,
): Promise<void> {
  const issues: IssueLike[] = [];
  if (before === null || before.employeeId !== values.employeeId) {
    const status = await employeeStatus(db, values.employeeId);
    if (status === undefined) {
      issues.push({ path: ['employee'], message: SHIFT_MESSAGES.employeeNotFound });
    } else if (status !== SHIFT_EMPLOYEE_STATE) {
      issues.push({ path: ['employee'], message: SHIFT_MESSAGES.employeeNotTrial });
    }
  }
  if (before === null || before.salesCoachId !== values.salesCoachId) {
    if ((await employeeStatus(db, values.salesCoachId)) === undefined) {
      issues.push({ path: ['sales_coach'], message: SHIFT_MESSAGES.salesCoachNotFound });
    }
  }
  if (before === null || before.campaignId !== values.campaignId) {
    const enabled = await campaignEnabled(db, values.campaignId);
    if (enabled === undefined) {
      issues.push({ path: ['campaign'], message: SHIFT_MESSAGES.campaignNotFound });
    } else if (!enabled) {
      issues.push({ path: ['campaign'], message: SHIFT_MESSAGES.campaignDisabled });
    }
  }
  if (values.hq !== null && (before === null || before.hq !== values.hq)) {
    if (!context.activeHq.includes(values.hq)) {
      issues.push({ path: ['hq'], message: SHIFT_MESSAGES.hqNotActive });
    }
  }
  if (issues.length > 0) throw new InvalidInputError(issues);
}

/** The deletion rule of spec §4 on a stored row. */
export function mayDeleteShift(row: ShiftRow, roles: readonly string[], now: Date): boolean {
  return canDeleteShift({ creation_date: row.creationDate.toISOString() }, roles, now);
}

/** Today in Amsterdam (the dashboard's default range ends on it). */
export const todayOf = (now: Date): string => amsterdamDate(now);
