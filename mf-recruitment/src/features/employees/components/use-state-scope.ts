/**
 * The employees and applicants lists are one api list (`GET employees`) scoped to a set of
 * states: the user's status filter narrows within the screen's states, never beyond them.
 */
import { employeeListContract, type EmployeeState } from '@veldwerk/shared/domain';
import { useListUrlState } from '@veldwerk/shared/ui';

export function useStateScope(states: readonly EmployeeState[]): { employee_status: string[] } {
  const url = useListUrlState(employeeListContract);
  const chosen = url.view.filters.employee_status;
  const picked = Array.isArray(chosen)
    ? chosen.filter((state) => (states as readonly string[]).includes(state))
    : [];
  return { employee_status: picked.length > 0 ? picked : [...states] };
}
