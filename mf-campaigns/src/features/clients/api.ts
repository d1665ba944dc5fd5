/** Clients (spec §7 `clients`, `clients/{clientId}`): hooks from the shared resource seam. */
import {
  API_PATHS,
  clientListContract,
  clientSchema,
  clientToPayload,
} from '@veldwerk/shared/domain';
import { defineResource } from '@veldwerk/shared/ui';

export const clients = defineResource({
  collection: API_PATHS.clients,
  item: API_PATHS.client,
  schema: clientSchema,
  toPayload: clientToPayload,
  list: clientListContract,
});

export const { useSave: useSaveClient } = clients;
