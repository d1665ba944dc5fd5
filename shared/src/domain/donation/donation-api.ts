/**
 * The donations api beyond the entity (spec §2, §6, §7): the list contract and its row, the
 * "secured" rule, administration's state change (`PATCH donations/{id}`), the duplicate lookup
 * and the change history. The api enforces these; the screens use the same functions to hide
 * what would be refused.
 */
import { normalizeIban } from '../../validation/iban';
import { normalizePhone } from '../../validation/phone';
import { LIST_PAGE_SIZE, TEXT_MAX } from '../common/constants';
import { boundedText, payloadNormalized, payloadText } from '../common/fields';
import { z } from '../common/zod-nl';
import { defineListContract } from '../list/list-contract';
import {
  checkedSchema,
  donationStateSchema,
  periodSchema,
  rejectReasonSchema,
  rejectReasonsFor,
  type DonationState,
  type RejectReason,
} from './donation-enums';
import { isDonationExported } from './donation-rules';
import { donationSchema } from './donation';

/** The Dutch texts of the donation screens and refusals. */
export const DONATION_MESSAGES = {
  saved: 'Donateur succesvol opgeslagen',
  exported: 'Deze donateur is geëxporteerd.',
  secured: 'Beveiligd',
  securedRefusal:
    'Deze donateur is beveiligd: hij is goedgekeurd en naar de klant geëxporteerd. Alleen de status, de afkeurreden, de belpogingen en het commentaar kunnen nog wijzigen.',
  securedDelete: 'Een beveiligde donateur kan niet worden verwijderd.',
  notFound: 'Donateur niet gevonden.',
  campaignNotFound: 'Campagne niet gevonden bij deze klant.',
  clientMismatch: 'De klant hoort niet bij deze campagne.',
  unknownInputField: 'Deze campagne heeft geen invoerveld met deze naam.',
  rejectReasonNotApplicable:
    'Deze afkeurreden past niet bij een donateur die (niet) geëxporteerd is.',
  rejectReasonOnlyWhenRejected: 'Een afkeurreden hoort alleen bij de status Afgekeurd.',
  duplicatesTitle: 'Mogelijk dubbel:',
  duplicateQueryEmpty: 'Geef een IBAN, mobiel nummer of e-mailadres op.',
  signatureNotFound: 'Handtekening niet gevonden.',
  notYetAvailable: 'Nog niet beschikbaar',
} as const;

/**
 * Secured (spec §2 leaves the rule open; this is it): a donation that is APPROVED and was
 * exported to the client. The client then holds the mandate and may already collect on it, so
 * the mandate itself — donor, IBAN, amount, period, dates, client and campaign — can no longer
 * change here, and the donation cannot be deleted. What administration still does to it is the
 * follow-up: a state change (the reject flow with the exported reasons: Onbekend, UNSUBSCRIBE,
 * STORNO), the reject comment, call attempts, "checked" and the comment.
 */
export function isDonationSecured(donation: {
  state: DonationState;
  last_export_date: string | null;
}): boolean {
  return donation.state === 'APPROVED' && isDonationExported(donation);
}

/** The fields a secured donation still accepts (through `PATCH donations/{id}`). */
export const SECURED_EDITABLE_FIELDS = [
  'state',
  'reject_state',
  'reject_comment',
  'call_attempts',
  'checked',
  'comment',
] as const;
export type SecuredEditableField = (typeof SECURED_EDITABLE_FIELDS)[number];

/**
 * The reject reason to store for a state change, or the issue that refuses it: a reason only
 * when REJECTED, one of the list that applies to the exported state, the first of it by default.
 */
export function checkRejectReason(
  state: DonationState,
  reason: RejectReason | null | undefined,
  exported: boolean,
): { ok: true; value: RejectReason | null } | { ok: false; message: string } {
  if (state !== 'REJECTED') {
    return reason === null || reason === undefined
      ? { ok: true, value: null }
      : { ok: false, message: DONATION_MESSAGES.rejectReasonOnlyWhenRejected };
  }
  const applicable = rejectReasonsFor(exported);
  if (reason === null || reason === undefined) return { ok: true, value: applicable[0] ?? null };
  return applicable.includes(reason)
    ? { ok: true, value: reason }
    : { ok: false, message: DONATION_MESSAGES.rejectReasonNotApplicable };
}

/** `PATCH donations/{id}`: administration's state change and follow-up, under `donation`. */
export const donationPatchPayloadSchema = z.object({
  donation: z
    .object({
      state: donationStateSchema.optional(),
      reject_state: rejectReasonSchema.nullish(),
      reject_comment: payloadText(TEXT_MAX.long),
      call_attempts: z.number().int().min(0).max(5).optional(),
      checked: checkedSchema.nullish(),
      comment: payloadText(TEXT_MAX.long),
    })
    .strict(),
});
export type DonationPatchPayload = z.input<typeof donationPatchPayloadSchema>;
export type DonationPatchBody = z.output<typeof donationPatchPayloadSchema>['donation'];

/** A row of the donor list. IBAN and contact details are not in it (the detail has them). */
export const donationListItemSchema = z.object({
  id: z.number().int(),
  reference_number: z.string().nullable(),
  state: donationStateSchema,
  initials: z.string().nullable(),
  firstname: z.string().nullable(),
  surname_prefix: z.string().nullable(),
  surname: z.string().nullable(),
  place: z.string().nullable(),
  amount: z.number().int().nullable(),
  period: periodSchema,
  client: z.number().int(),
  client_name: z.string(),
  campaign: z.number().int(),
  campaign_name: z.string(),
  recruiter_employee_code: z.string().nullable(),
  recruited_date: z.string().nullable(),
  start_date: z.string().nullable(),
  last_export_date: z.string().nullable(),
  creation_date: z.string(),
});
export type DonationListItem = z.infer<typeof donationListItemSchema>;

/**
 * `GET donations` (list contract). Every filter and sort is served by an index of the donations
 * table (state + client + campaign + recruited date; trigrams for the text filters).
 */
export const donationListContract = defineListContract({
  resource: 'donations',
  path: 'donations',
  filters: {
    state: { kind: 'in', values: ['CONCEPT', 'PENDING', 'APPROVED', 'REJECTED'] },
    client: { kind: 'number' },
    campaign: { kind: 'number' },
    recruiter_employee_code: { kind: 'eq' },
    reference_number: { kind: 'eq' },
    recruited_date: { kind: 'date_range' },
    start_date: { kind: 'date_range' },
    creation_date: { kind: 'date_range' },
    surname: { kind: 'text' },
    place: { kind: 'text' },
    exported: { kind: 'bool' },
  },
  sorts: ['recruited_date', 'creation_date', 'start_date', 'id'],
  defaultSort: { field: 'recruited_date', order: 'desc' },
  pageSize: LIST_PAGE_SIZE,
});

/** What matched an existing donation in the duplicate lookup. */
export const DUPLICATE_MATCHES = ['iban', 'mobile', 'email'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];
export const DUPLICATE_MATCH_LABELS: Record<DuplicateMatch, string> = {
  iban: 'zelfde IBAN',
  mobile: 'zelfde mobiele nummer',
  email: 'zelfde e-mailadres',
};
/** At most this many duplicates are reported per lookup. */
export const DUPLICATES_MAX = 20;

/**
 * The donor list counts its matches up to this many (1M donors: an exact count of a broad
 * filter costs more than the page); beyond it the list says "Meer dan 10.000 resultaten".
 */
export const DONATION_LIST_COUNT_CAP = 10_000;
/**
 * With a name or place search ("contains") the count stops at this many ("Meer dan 1.000
 * resultaten"): each match counted is a table page read on top of the trigram index, so counting
 * a common surname to 10 000 cost three times its page on a million donors.
 */
export const DONATION_LIST_SEARCH_COUNT_CAP = 1_000;

/** `GET donations/duplicates?iban=…&mobile=…&email=…&exclude=…` (at least one of the three). */
export const donationDuplicateQuerySchema = z
  .object({
    iban: payloadNormalized(normalizeIban),
    mobile: payloadNormalized(normalizePhone),
    email: boundedText(TEXT_MAX.email).toLowerCase().nullish(),
    /** The donation being edited (not its own duplicate). */
    exclude: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict()
  .refine((query) => Boolean(query.iban) || Boolean(query.mobile) || Boolean(query.email), {
    message: DONATION_MESSAGES.duplicateQueryEmpty,
  });
export type DonationDuplicateQuery = z.input<typeof donationDuplicateQuerySchema>;

export const donationDuplicateSchema = z.object({
  id: z.number().int(),
  reference_number: z.string().nullable(),
  state: donationStateSchema,
  name: z.string(),
  client: z.number().int(),
  client_name: z.string(),
  campaign: z.number().int(),
  campaign_name: z.string(),
  matches: z.array(z.enum(DUPLICATE_MATCHES)),
});
export type DonationDuplicate = z.infer<typeof donationDuplicateSchema>;
export const donationDuplicatesSchema = z.object({ results: z.array(donationDuplicateSchema) });

/** The warning line of the form: "Mogelijk dubbel: 123 (Jan Jansen, zelfde IBAN)…". */
export function duplicateLabel(duplicate: DonationDuplicate): string {
  const reference = duplicate.reference_number ?? `#${duplicate.id}`;
  const why = duplicate.matches.map((match) => DUPLICATE_MATCH_LABELS[match]).join(', ');
  const name = duplicate.name === '' ? duplicate.client_name : duplicate.name;
  return `${reference} (${name}, ${duplicate.campaign_name}: ${why})`;
}

/** The answer of `POST donations` and `PUT donations/{id}`: the donation and its duplicates. */
export const donationSavedSchema = donationSchema.extend({
  duplicates: z.array(donationDuplicateSchema).optional(),
});
export type DonationSaved = z.infer<typeof donationSavedSchema>;

/** One change of a donation, from the audit log (`GET donations/{id}/history`). */
export const donationHistoryEntrySchema = z.object({
  occurred_at: z.string(),
  actor_email: z.string().nullable(),
  action: z.enum(['create', 'update', 'delete']),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type DonationHistoryEntry = z.infer<typeof donationHistoryEntrySchema>;
export const donationHistorySchema = z.object({ results: z.array(donationHistoryEntrySchema) });

/** A donor's display name: initials or first name, prefix, surname. */
export function donorName(donation: {
  initials?: string | null;
  firstname?: string | null;
  surname_prefix?: string | null;
  surname?: string | null;
}): string {
  return [donation.firstname ?? donation.initials, donation.surname_prefix, donation.surname]
    .filter((part): part is string => part !== null && part !== undefined && part !== '')
    .join(' ');
}
