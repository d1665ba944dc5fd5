/**
 * Autocomplete (spec §7): `GET /api/autocomplete/{resource}.json?q={text}&{resource query}`
 * answers a plain array of `{id, label, …}` (at most `AUTOCOMPLETE_LIMIT`, best match first,
 * then by label). `q` must hold at least 2 characters after trimming (400 otherwise). The kit
 * only asks from 2 characters on and treats a failed call as an empty list.
 */
import { z } from '../common/zod-nl';
import { AUTOCOMPLETE_MIN_CHARS, TEXT_MAX } from '../common/constants';

export const AUTOCOMPLETE_LIMIT = 20;

export const autocompleteQuerySchema = z.object({
  q: z.string().trim().min(AUTOCOMPLETE_MIN_CHARS).max(TEXT_MAX.line),
});

/** Every item: an id and the text to show; resources add their own fields. */
export const autocompleteItemSchema = z.looseObject({
  id: z.union([z.number().int(), z.string()]),
  label: z.string(),
});
export type AutocompleteItem = z.infer<typeof autocompleteItemSchema>;

/** `autocomplete/clients.json?q=` — clients by name (`enabled=true` to leave disabled out). */
export const clientAutocompleteItemSchema = z.object({
  id: z.number().int(),
  label: z.string(),
});
export type ClientAutocompleteItem = z.infer<typeof clientAutocompleteItemSchema>;
export const clientAutocompleteQuerySchema = autocompleteQuerySchema.extend({
  enabled: z.enum(['true', 'false', '1', '0']).optional(),
});

/**
 * `autocomplete/campaigns.json?q=` — campaigns by campaign or client name; `client={id}` narrows
 * to one client, `enabled=true` leaves disabled campaigns out. The label is the campaign name.
 */
export const campaignAutocompleteItemSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
});
export type CampaignAutocompleteItem = z.infer<typeof campaignAutocompleteItemSchema>;
export const campaignAutocompleteQuerySchema = autocompleteQuerySchema.extend({
  client: z.coerce.number().int().positive().optional(),
  enabled: z.enum(['true', 'false', '1', '0']).optional(),
});

/** The resources this module describes; other areas add theirs. */
export const AUTOCOMPLETE_RESOURCES = ['clients', 'campaigns'] as const;
export type AutocompleteResource = (typeof AUTOCOMPLETE_RESOURCES)[number];

/** Autocomplete asks the api only from 2 typed characters on. */
export function canAutocomplete(text: string | null | undefined): boolean {
  return (text ?? '').trim().length >= AUTOCOMPLETE_MIN_CHARS;
}
