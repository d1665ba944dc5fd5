/**
 * The public application page (spec §2, §3, §7): `POST public/applicants` with the applicant
 * fields plus source — 'via medewerker' when a referral is given, otherwise 'website'. The body
 * is not wrapped (spec §7 wraps only the back-office resources).
 */
import { z } from '../common/zod-nl';
import { correctName } from '../../validation/autocorrect';
import type { Now } from '../../validation/calendar';
import { MESSAGES } from '../../validation/messages';
import { normalizePhone } from '../../validation/phone';
import { isBlank, ruledObject, type Rule } from '../../validation/rule';
import { FORM_SIDE, PAYLOAD_SIDE, type Side } from '../../validation/sides';
import { TEXT_MAX, WORKDAYS_MAX, WORKDAYS_MIN } from '../common/constants';
import { DEFAULT_SEX, publicTransportCardSchema, sexSchema, type Source } from './employee-enums';
import { applicantRules } from './employee-rules';
import {
  boundedText,
  dateOrNull,
  formText,
  payloadDate,
  payloadNormalized,
  payloadText,
  textOrNull,
} from '../common/fields';

/** The fields of the public form (spec §3 "Public application payload" without source). */
const PUBLIC_FIELDS = [
  'firstname',
  'surname_prefix',
  'surname',
  'birth_date',
  'hq',
  'mobile',
  'email',
  'recruited_by_alternative',
] as const;

export const PUBLIC_SOURCES = ['website', 'via medewerker'] as const satisfies readonly Source[];
export type PublicSource = (typeof PUBLIC_SOURCES)[number];

/** 'via medewerker' when a referral value is present, otherwise 'website'. */
export function publicApplicationSource(referral: string | null | undefined): PublicSource {
  return isBlank(referral) ? 'website' : 'via medewerker';
}

function publicRules(side: Side): Record<string, Rule | undefined> {
  const applicant = applicantRules(side);
  return Object.fromEntries(PUBLIC_FIELDS.map((field) => [field, applicant[field]]));
}

const workdays = z.number().int().min(WORKDAYS_MIN).max(WORKDAYS_MAX);

export const publicApplicationFormShape = {
  firstname: formText(TEXT_MAX.name),
  surname_prefix: formText(TEXT_MAX.code),
  surname: formText(TEXT_MAX.name),
  sex: sexSchema,
  /** `dd/mm/yyyy` */
  birth_date: formText(TEXT_MAX.code),
  hq: formText(TEXT_MAX.name),
  mobile: formText(TEXT_MAX.code),
  email: formText(TEXT_MAX.email),
  /** The referral: an employee code or a name. */
  recruited_by_alternative: formText(TEXT_MAX.name),
  comment: formText(TEXT_MAX.long),
  public_transport_card: publicTransportCardSchema.nullable(),
  number_of_workdays: workdays.nullable(),
  /** The honeypot: hidden from people, filled by bots (see `PUBLIC_HONEYPOT_FIELD`). */
  homepage: formText(TEXT_MAX.line),
};

export function createPublicApplicationFormSchema(options: { now?: Now } = {}) {
  return ruledObject(publicApplicationFormShape, () => publicRules(FORM_SIDE), options.now);
}
export const publicApplicationFormSchema = createPublicApplicationFormSchema();
export type PublicApplicationFormValues = z.infer<typeof publicApplicationFormSchema>;

export const publicApplicationPayloadShape = {
  firstname: payloadText(TEXT_MAX.name),
  surname_prefix: boundedText(TEXT_MAX.code).toLowerCase().nullish(),
  surname: payloadText(TEXT_MAX.name),
  sex: sexSchema.default(DEFAULT_SEX),
  birth_date: payloadDate(),
  hq: boundedText(TEXT_MAX.name),
  mobile: payloadNormalized(normalizePhone),
  email: boundedText(TEXT_MAX.email).toLowerCase(),
  recruited_by_alternative: payloadText(TEXT_MAX.name),
  comment: payloadText(TEXT_MAX.long),
  public_transport_card: publicTransportCardSchema.nullish(),
  number_of_workdays: workdays.nullish(),
  source: z.enum(PUBLIC_SOURCES),
  /** The honeypot: a filled one is answered as a success and stored nowhere. */
  homepage: boundedText(TEXT_MAX.line).nullish(),
};

/**
 * The hidden field of the public form. People never see or fill it; a bot that fills every
 * field does, and the api then answers as if it worked and stores nothing.
 */
export const PUBLIC_HONEYPOT_FIELD = 'homepage';

/** Applying again with the same email or mobile within this many hours creates no second applicant. */
export const PUBLIC_DUPLICATE_WINDOW_HOURS = 24;

/** The source must be the one the referral implies (the api trusts no other). */
function sourceRule(referral: unknown): Rule {
  const expected = publicApplicationSource(typeof referral === 'string' ? referral : null);
  return (source) => (source === expected ? undefined : MESSAGES.sourceMismatch);
}

export function createPublicApplicationPayloadSchema(options: { now?: Now } = {}) {
  return ruledObject(
    publicApplicationPayloadShape,
    (values) => ({
      ...publicRules(PAYLOAD_SIDE),
      source: sourceRule(values.recruited_by_alternative),
    }),
    options.now,
  );
}
export const publicApplicationPayloadSchema = createPublicApplicationPayloadSchema();
export type PublicApplicationPayload = z.output<typeof publicApplicationPayloadSchema>;

/** Empty form; on /public/apply/{employeeCode} the referral is the code (and the field disabled). */
export function publicApplicationDefaults(
  employeeCode?: string | null,
): PublicApplicationFormValues {
  return {
    firstname: '',
    surname_prefix: '',
    surname: '',
    sex: DEFAULT_SEX,
    birth_date: '',
    hq: '',
    mobile: '',
    email: '',
    recruited_by_alternative: employeeCode ?? '',
    comment: '',
    public_transport_card: null,
    number_of_workdays: null,
    homepage: '',
  };
}

/** Form values → body: names capitalised, mobile without spaces, source from the referral. */
export function publicApplicationToPayload(
  values: PublicApplicationFormValues,
): PublicApplicationPayload {
  return {
    firstname: textOrNull(correctName(values.firstname)),
    surname_prefix: textOrNull(values.surname_prefix)?.toLowerCase() ?? null,
    surname: textOrNull(correctName(values.surname)),
    sex: values.sex,
    birth_date: dateOrNull(values.birth_date),
    hq: values.hq.trim(),
    mobile: textOrNull(normalizePhone(values.mobile)),
    email: values.email.trim().toLowerCase(),
    recruited_by_alternative: textOrNull(values.recruited_by_alternative),
    comment: textOrNull(values.comment),
    public_transport_card: values.public_transport_card,
    number_of_workdays: values.number_of_workdays,
    source: publicApplicationSource(values.recruited_by_alternative),
    homepage: textOrNull(values.homepage),
  };
}
