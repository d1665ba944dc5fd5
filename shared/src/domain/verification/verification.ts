/**
 * The verification services' contract (spec §4 "Verification results", §5, §7 "Validation and
 * voice"): what the api answers under `/api/validation/…` and what the shared fields read.
 *
 *   GET  validation/iban/{iban}                      → ibanCheckSchema (invalid IBAN: 200, valid false)
 *   GET  validation/{provider}/lookup/{number}       → phoneLookupSchema (status null: no lookup yet)
 *   POST validation/{provider}/hlr  {number}         → phoneLookupSchema (status 'sent' while running)
 *   GET  validation/email/{address}                  → emailCheckSchema
 *   GET  validation/address/{postcode}/{number}      → addressLookupSchema, or 404 when unknown
 *
 * `{provider}` is the configured phone lookup provider's name or the alias `hlr`, which always
 * names the configured one (the browser uses the alias).
 */
import { z } from '../common/zod-nl';
import { EMAIL_CHECK_RESULTS } from '../../validation/email';
import { PHONE_LOOKUP_RESULTS } from '../../validation/phone';
import { isDutchPostcode, normalizePostcode } from '../../validation/postcode';
import { ADDRESS_AUTOCOMPLETE_MIN_HOUSE_NUMBER } from '../common/constants';
import { VERIFICATION_MESSAGES } from '../../validation/messages';

export const VERIFICATION_PATHS = {
  iban: 'validation/iban/{iban}',
  phoneLookup: 'validation/{provider}/lookup/{number}',
  phoneHlr: 'validation/{provider}/hlr',
  email: 'validation/email/{address}',
  address: 'validation/address/{postcode}/{number}',
} as const;

/** The name the browser puts in `validation/{provider}/…`: always the configured provider. */
export const PHONE_LOOKUP_ALIAS = 'hlr';

/**
 * Polls of one phone lookup before the browser gives up (1 + 2 + 4 + 8 + 16 + 32 s ≈ a minute)
 * and shows 'failed' (cannot execute).
 */
export const PHONE_LOOKUP_MAX_POLLS = 6;

/** A network lookup's status: `sent` while it runs, then one of the results of spec §4. */
export const PHONE_LOOKUP_STATUSES = ['sent', ...PHONE_LOOKUP_RESULTS] as const;
export type PhoneLookupStatus = (typeof PHONE_LOOKUP_STATUSES)[number];

export const phoneLookupSchema = z.object({
  /** The number as looked up: digits in international form, `31612345678`. */
  number: z.string(),
  /** Null: no lookup has been made (or its result expired) — start one with POST …/hlr. */
  status: z.enum(PHONE_LOOKUP_STATUSES).nullable(),
  /** When the result was received (ISO instant); null while none. */
  checked_at: z.string().nullable(),
  /** Why the status is what it is when the service could not answer (Dutch, safe to show). */
  message: z.string().nullable(),
});
export type PhoneLookup = z.infer<typeof phoneLookupSchema>;

/** The longest input a lookup accepts as a phone number (anything longer is refused, 400). */
export const PHONE_INPUT_MAX = 32;

export const phoneHlrBodySchema = z.object({
  number: z.string().min(1).max(PHONE_INPUT_MAX),
});
export type PhoneHlrBody = z.infer<typeof phoneHlrBodySchema>;

export const ibanCheckSchema = z.object({
  valid: z.boolean(),
  /** The IBAN as checked: spaces removed, uppercased. */
  iban: z.string(),
  bank_data: z.object({ bic: z.string().nullable(), name: z.string().nullable() }),
  /** Set when the bank data could not be looked up (Dutch, safe to show). */
  message: z.string().nullable(),
});
export type IbanCheck = z.infer<typeof ibanCheckSchema>;

/** An IBAN is at most 34 characters; with spaces for display a little more. */
export const IBAN_INPUT_MAX = 42;
/** What an IBAN path segment may hold at all; anything else is refused (400), not checked. */
export const IBAN_INPUT_PATTERN = /^[A-Za-z0-9 ]{1,42}$/;

export const emailCheckSchema = z.object({
  result: z.enum(EMAIL_CHECK_RESULTS),
  /** The provider's reason (`mailbox_not_found`, `catch-all`, …) or our Dutch message; null for Ok. */
  reason: z.string().nullable(),
  /** The verification provider that answered (`simulator`, `zerobounce`). */
  provider: z.string(),
});
export type EmailCheck = z.infer<typeof emailCheckSchema>;

export const addressLookupSchema = z.object({
  street: z.string(),
  city: z.string(),
});
export type AddressLookup = z.infer<typeof addressLookupSchema>;

/** The largest house number the BAG registers. */
export const HOUSE_NUMBER_MAX = 99999;

/** Path parameters of the address lookup: a 6-character Dutch postcode and a house number ≥ 1. */
export const addressLookupParamsSchema = z.object({
  postcode: z
    .string()
    .max(16, VERIFICATION_MESSAGES.invalidPostcode)
    .transform(normalizePostcode)
    .refine(isDutchPostcode, VERIFICATION_MESSAGES.invalidPostcode),
  number: z
    .string()
    .regex(/^[0-9]{1,5}$/, VERIFICATION_MESSAGES.invalidHouseNumber)
    .transform(Number)
    .refine(
      (value) => value >= ADDRESS_AUTOCOMPLETE_MIN_HOUSE_NUMBER && value <= HOUSE_NUMBER_MAX,
      VERIFICATION_MESSAGES.invalidHouseNumber,
    ),
});
export type AddressLookupParams = z.infer<typeof addressLookupParamsSchema>;
