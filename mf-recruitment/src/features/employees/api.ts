/** Employees and applicants (spec §7): the resource, its actions and the detail panels' reads. */
import {
  API_PATHS,
  callLogItemSchema,
  employeeListContract,
  employeeRolesSchema,
  employeeSchema,
  employeeToPayload,
  listPageSchema,
  employeeNotificationsSchema,
  passwordSavedSchema,
  transitionSchema,
  transitionToPayload,
  type Deployment,
  type NewPassword,
  type StateVariant,
  type TransitionFormValues,
} from '@veldwerk/shared/domain';
import { api } from '@veldwerk/shared/client';
import { defineResource } from '@veldwerk/shared/ui';
import { useQuery } from '@tanstack/react-query';

export const employees = defineResource({
  collection: API_PATHS.employees,
  item: API_PATHS.employee,
  schema: employeeSchema,
  toPayload: employeeToPayload,
  list: employeeListContract,
  idParams: (employee) => ({ uuid: employee.uuid }),
});

export const { useOne: useEmployee, useSave: useSaveEmployee } = employees;

/** `POST employees/{uuid}/transitions`; the person is read again afterwards (the seam refreshes). */
export const addTransition = employees.action({
  method: 'POST',
  path: API_PATHS.employeeTransitions,
  body: (input: { values: TransitionFormValues; variant: StateVariant; currentState: string }) =>
    transitionToPayload(input.values, {
      variant: input.variant,
      currentState: input.currentState,
    }),
  schema: transitionSchema,
});
export const { useAction: useAddTransition } = addTransition;

export const removeTransition = employees.action({
  method: 'DELETE',
  path: API_PATHS.employeeTransition,
});
export const { useAction: useRemoveTransition } = removeTransition;

export const setRoles = employees.action({
  method: 'PUT',
  path: API_PATHS.employeeRoles,
  body: (roles: string[]) => ({ employee: { roles } }),
  schema: employeeRolesSchema,
});
export const { useAction: useSetRoles } = setRoles;

export const setPassword = employees.action({
  method: 'PATCH',
  path: API_PATHS.employeePassword,
  body: (values: NewPassword) => values,
  schema: passwordSavedSchema,
});
export const { useAction: useSetPassword } = setPassword;

export const callLogs = employees.read({
  name: 'calllogs',
  path: API_PATHS.calllogs,
  query: ({ employee }: { employee: string }) => ({ limit: 1000, employee }),
  schema: listPageSchema(callLogItemSchema),
  select: (page) => page.results,
});
export const { useRead: useCallLogs } = callLogs;

/** `notifications?receiver_employee=` (the notifications area answers it; spec §7 shape). */
export const NOTIFICATIONS_PATH = 'notifications';
export const notifications = employees.read({
  name: 'notifications',
  path: NOTIFICATIONS_PATH,
  query: ({ employee }: { employee: string }) => ({ receiver_employee: employee }),
  schema: employeeNotificationsSchema,
  select: (answer) => (Array.isArray(answer) ? answer : answer.results),
});
export const { useRead: useNotifications } = notifications;

/** The deployment of this host (shared cache with the shell): its state variant. */
export function useStateVariant(): StateVariant {
  const deployment = useQuery<Deployment>({
    queryKey: ['deployment'],
    queryFn: ({ signal }) => api.get<Deployment>('deployment', { signal }),
    staleTime: Infinity,
  });
  return deployment.data?.stateVariant ?? 'default';
}
