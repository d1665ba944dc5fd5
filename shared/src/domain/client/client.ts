/** Clients (spec §3): the entity, the form and the `{client: …}` payload. */
import { z } from '../common/zod-nl';
import { ruledObject } from '../../validation/rule';
import { entityNameRule } from '../campaign/campaign';
import { CLIENTS_PAGE_SIZE, TEXT_MAX } from '../common/constants';
import { defineListContract } from '../list/list-contract';
import { boundedText, formText } from '../common/fields';

const clientRules = () => ({ name: entityNameRule });

export const clientFormShape = { name: formText(TEXT_MAX.name), enabled: z.boolean() };
export const clientFormSchema = ruledObject(clientFormShape, clientRules);
export type ClientFormValues = z.infer<typeof clientFormSchema>;

export const clientPayloadSchema = z.object({
  client: ruledObject(
    { name: boundedText(TEXT_MAX.name), enabled: z.boolean().default(true) },
    clientRules,
  ),
});
export type ClientPayload = z.input<typeof clientPayloadSchema>;
export type ClientPayloadBody = z.output<typeof clientPayloadSchema>['client'];

export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  /** Campaign ids, when the api includes them. */
  campaigns: z.array(z.number().int()).optional(),
});
export type Client = z.infer<typeof clientSchema>;

export function clientToFormValues(client?: Client | null): ClientFormValues {
  return { name: client?.name ?? '', enabled: client?.enabled ?? true };
}

export function clientToPayload(values: ClientFormValues): { client: ClientPayloadBody } {
  return { client: { name: values.name.trim(), enabled: values.enabled } };
}

/**
 * `GET clients` (list contract): every signed-in user may read. Rows are `clientSchema`
 * (without `campaigns`); `GET clients/{clientId}` answers `clientSchema` with `campaigns`.
 */
export const clientListContract = defineListContract({
  resource: 'clients',
  path: 'clients',
  filters: { name: { kind: 'text' }, enabled: { kind: 'bool' } },
  sorts: ['name', 'id'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSize: CLIENTS_PAGE_SIZE,
});
