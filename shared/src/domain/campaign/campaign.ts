/**
 * Campaigns (spec §3): the entity, the campaign form with its input fields, the
 * `{campaign: …}` payload of `POST/PUT clients/{clientId}/campaigns[/{id}]`, and the values a
 * donation holds for the input fields (extra_fields).
 */
import { z } from '../common/zod-nl';
import { fieldNameRule, lengthRule, slugRule, urlRule } from '../../validation/formats';
import type { IssueLike } from '../http/http';
import { MESSAGES } from '../../validation/messages';
import {
  isBlank,
  optional,
  required,
  requiredThen,
  ruledObject,
  type Rule,
} from '../../validation/rule';
import {
  INPUT_FIELD_OPTIONS_MAX,
  INPUT_FIELDS_MAX,
  LIST_PAGE_SIZE,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  TEXT_MAX,
} from '../common/constants';
import { defineListContract } from '../list/list-contract';
import { boundedList, boundedText, formText, payloadText } from '../common/fields';

/** Campaign and client names: required, 3 to 100 characters. */
export const entityNameRule: Rule = requiredThen(lengthRule(NAME_MIN_LENGTH, NAME_MAX_LENGTH));

export const inputFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  required: z.boolean(),
  /** Allowed values; empty means free text. */
  options: z.array(z.string()),
});
export type InputField = z.infer<typeof inputFieldSchema>;

/** An input field as the campaign form holds it: the same, within the limits. */
export const inputFieldFormSchema = z.object({
  name: formText(TEXT_MAX.identifier),
  label: formText(TEXT_MAX.line),
  required: z.boolean(),
  options: boundedList(formText(TEXT_MAX.line), INPUT_FIELD_OPTIONS_MAX),
});

const inputFieldRules: Record<string, Rule> = {
  name: requiredThen(fieldNameRule),
  label: required,
};

/** Input fields: name (a lowercase identifier, unique) and label required. */
export function inputFieldIssues(fields: readonly Partial<InputField>[]): IssueLike[] {
  const issues: IssueLike[] = [];
  const seen = new Set<string>();
  const ctx = { now: new Date(0) };
  fields.forEach((field, index) => {
    for (const [key, rule] of Object.entries(inputFieldRules)) {
      const message = rule(field[key as keyof InputField], ctx);
      if (message !== undefined) issues.push({ path: ['input_fields', index, key], message });
    }
    const name = field.name?.trim() ?? '';
    if (name !== '' && seen.has(name)) {
      issues.push({ path: ['input_fields', index, 'name'], message: MESSAGES.duplicateName });
    }
    seen.add(name);
  });
  return issues;
}

function campaignRules(): Record<string, Rule> {
  return {
    name: entityNameRule,
    backstage_reference: optional(slugRule),
    address_link: optional(urlRule),
  };
}

function withInputFields<S extends z.ZodType<{ input_fields: Partial<InputField>[] }>>(
  schema: S,
): S {
  return schema.superRefine((values, ctx) => {
    const fields = Array.isArray(values.input_fields) ? values.input_fields : [];
    for (const issue of inputFieldIssues(fields)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
    }
  });
}

export const campaignFormShape = {
  name: formText(TEXT_MAX.name),
  /** Project slug of the external project tool; lowercased. */
  backstage_reference: formText(TEXT_MAX.identifier),
  enabled: z.boolean(),
  available_for_tablet: z.boolean(),
  email_text: formText(TEXT_MAX.long),
  address_link: formText(TEXT_MAX.url),
  input_fields: boundedList(inputFieldFormSchema, INPUT_FIELDS_MAX),
};

export const campaignFormSchema = withInputFields(ruledObject(campaignFormShape, campaignRules));
export type CampaignFormValues = z.infer<typeof campaignFormSchema>;

export const campaignPayloadShape = {
  name: boundedText(TEXT_MAX.name),
  backstage_reference: boundedText(TEXT_MAX.identifier).toLowerCase().nullish(),
  enabled: z.boolean().default(true),
  available_for_tablet: z.boolean().default(false),
  email_text: payloadText(TEXT_MAX.long),
  address_link: payloadText(TEXT_MAX.url),
  input_fields: boundedList(
    z.object({
      name: boundedText(TEXT_MAX.identifier),
      label: boundedText(TEXT_MAX.line),
      required: z.boolean().default(false),
      options: boundedList(boundedText(TEXT_MAX.line), INPUT_FIELD_OPTIONS_MAX).default([]),
    }),
    INPUT_FIELDS_MAX,
  ).default([]),
};

export const campaignPayloadSchema = z.object({
  campaign: withInputFields(ruledObject(campaignPayloadShape, campaignRules)),
});
export type CampaignPayload = z.input<typeof campaignPayloadSchema>;
export type CampaignPayloadBody = z.output<typeof campaignPayloadSchema>['campaign'];

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  backstage_reference: z.string().nullable(),
  enabled: z.boolean(),
  available_for_tablet: z.boolean(),
  email_text: z.string().nullable(),
  address_link: z.string().nullable(),
  client: z.number().int(),
  input_fields: z.array(inputFieldSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;

/**
 * `GET clients/{clientId}/campaigns` (list contract): a client's campaigns, rows `campaignSchema`.
 * `GET clients/{clientId}/campaigns/{campaignId}` answers one `campaignSchema`.
 */
export const campaignListContract = defineListContract({
  resource: 'campaigns',
  path: 'clients/{clientId}/campaigns',
  filters: {
    name: { kind: 'text' },
    enabled: { kind: 'bool' },
    available_for_tablet: { kind: 'bool' },
  },
  sorts: ['name', 'id'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSize: LIST_PAGE_SIZE,
});

export function campaignToFormValues(campaign?: Campaign | null): CampaignFormValues {
  return {
    name: campaign?.name ?? '',
    backstage_reference: campaign?.backstage_reference ?? '',
    enabled: campaign?.enabled ?? true,
    available_for_tablet: campaign?.available_for_tablet ?? false,
    email_text: campaign?.email_text ?? '',
    address_link: campaign?.address_link ?? '',
    input_fields:
      campaign?.input_fields.map((field) => ({ ...field, options: [...field.options] })) ?? [],
  };
}

export function campaignToPayload(values: CampaignFormValues): { campaign: CampaignPayloadBody } {
  const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());
  return {
    campaign: {
      name: values.name.trim(),
      backstage_reference: text(values.backstage_reference)?.toLowerCase() ?? null,
      enabled: values.enabled,
      available_for_tablet: values.available_for_tablet,
      email_text: text(values.email_text),
      address_link: text(values.address_link),
      input_fields: values.input_fields.map((field) => ({
        name: field.name.trim(),
        label: field.label.trim(),
        required: field.required,
        options: field.options.map((option) => option.trim()).filter((option) => option !== ''),
      })),
    },
  };
}

/**
 * A donation's values for its campaign's input fields: a required field must be filled, a field
 * with options must hold one of them. Issues sit at `extra_fields.{name}`.
 */
export function extraFieldIssues(
  inputFields: readonly InputField[],
  values: Readonly<Record<string, unknown>> | null | undefined,
): IssueLike[] {
  const issues: IssueLike[] = [];
  for (const field of inputFields) {
    // An input field may be named like an Object.prototype member (`constructor`).
    const value =
      values != null && Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    if (isBlank(value)) {
      if (field.required)
        issues.push({ path: ['extra_fields', field.name], message: MESSAGES.required });
      continue;
    }
    if (field.options.length > 0 && !field.options.includes(String(value))) {
      issues.push({ path: ['extra_fields', field.name], message: MESSAGES.invalidChoice });
    }
  }
  return issues;
}

/** Choosing a client (required number) and a campaign (spec §5: filters and donation create). */
export const clientCampaignSelectionSchema = z.object({
  client: z.number({ error: MESSAGES.required }).int().positive(),
  campaign: z.number().int().positive().nullish(),
});
export type ClientCampaignSelection = z.infer<typeof clientCampaignSelectionSchema>;
