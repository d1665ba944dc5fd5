/** The shift dashboard's aggregate (`GET shifts/dashboard`, beyond the spec). */
import {
  API_PATHS,
  shiftDashboardSchema,
  shiftListContract,
  type ShiftDashboardQuery,
} from '@veldwerk/shared/domain';
import { defineResource } from '@veldwerk/shared/ui';

const dashboardResource = defineResource({
  name: shiftListContract.resource,
  collection: API_PATHS.shiftDashboard,
  item: API_PATHS.shiftDashboard,
  schema: shiftDashboardSchema,
});

export const shiftDashboard = dashboardResource.read({
  name: 'dashboard',
  path: API_PATHS.shiftDashboard,
  query: (args: ShiftDashboardQuery) => {
    const query: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(args)) {
      if (typeof value === 'string' || typeof value === 'number') {
        if (value !== '') query[key] = value;
      }
    }
    return query;
  },
  schema: shiftDashboardSchema,
});

export const { useRead: useShiftDashboard } = shiftDashboard;
