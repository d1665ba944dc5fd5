/** Export layouts (spec §7 `exports/layouts`, `exports/{id}/layout`). */
import {
  API_PATHS,
  exportLayoutDetailSchema,
  exportLayoutListContract,
  exportLayoutToPayload,
} from '@veldwerk/shared/domain';
import { defineResource } from '@veldwerk/shared/ui';

export const layouts = defineResource({
  collection: API_PATHS.layouts,
  item: API_PATHS.layout,
  schema: exportLayoutDetailSchema,
  toPayload: exportLayoutToPayload,
  list: exportLayoutListContract,
});

export const { useSave: useSaveLayout } = layouts;
