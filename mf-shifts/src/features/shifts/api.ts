/**
 * Shifts (spec §7 `shifts`, `shifts/{uuid}`) and their donation checks (`donationchecks`,
 * `donationchecks/{uuid}`) on the shared resource seam, with the last shift of an employee
 * (`shifts?limit=1&employee=`, the create form's prefill) as a custom read.
 */
import {
  API_PATHS,
  donationCheckAnswerSchema,
  donationCheckToPayload,
  listPageSchema,
  shiftDetailSchema,
  shiftListContract,
  shiftListItemSchema,
  shiftToPayload,
  type Deployment,
  type DonationCheckFormValues,
  type ShiftFormValues,
} from '@veldwerk/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@veldwerk/shared/client';
import { defineResource } from '@veldwerk/shared/ui';

export const shifts = defineResource({
  collection: API_PATHS.shifts,
  item: API_PATHS.shift,
  schema: shiftDetailSchema,
  toPayload: (values: ShiftFormValues) => shiftToPayload(values),
  list: shiftListContract,
  idParams: (shift) => ({ uuid: shift.uuid }),
});

/** The employee's last shift (newest date first), or null. */
export const lastShift = shifts.read({
  name: 'last-of-employee',
  path: API_PATHS.shifts,
  query: ({ employee }: { employee: string }) => ({ limit: 1, employee }),
  schema: listPageSchema(shiftListItemSchema),
  select: (page) => page.results[0] ?? null,
});

/** A check write changes its shift (the checks and their count): refresh the shifts too. */
export const donationChecks = defineResource({
  name: 'donation-checks',
  collection: API_PATHS.donationChecks,
  item: API_PATHS.donationCheck,
  schema: donationCheckAnswerSchema,
  toPayload: (values: DonationCheckFormValues) => donationCheckToPayload(values),
  idParams: (check) => ({ uuid: check.uuid }),
  invalidates: [shiftListContract.resource],
});

export const { useSave: useSaveShift } = shifts;
export const { useSave: useSaveCheck } = donationChecks;

/** The deployment's branches (public `GET deployment`, cached with the shell's). */
export function useBranches(): { active: readonly string[]; all: readonly string[] } {
  const deployment = useQuery<Deployment>({
    queryKey: ['deployment'],
    queryFn: ({ signal }) => api.get<Deployment>('deployment', { signal }),
    staleTime: Infinity,
  });
  return deployment.data?.hq ?? { active: [], all: [] };
}
