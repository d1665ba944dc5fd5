/** Clients (spec §3): the entity, the form and the `{client: …}` payload. */
import { z } from './zod-nl';
import { ruledObject } from '../validation/rule';
import { entityNameRule } from './campaign';

const clientRules = () => ({ name: entityNameRule });

export const clientFormShape = { name: z.string(), enabled: z.boolean() };
export const clientFormSchema = ruledObject(clientFormShape, clientRules);
export type ClientFormValues = z.infer<typeof clientFormSchema>;

export const clientPayloadSchema = z.object({
  client: ruledObject({ name: z.string().trim(), enabled: z.boolean().default(true) }, clientRules),
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
