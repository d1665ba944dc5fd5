/** Donation form values ↔ entity and payload (amount in cents, ISO dates, reject default). */
import { correctName } from '../../validation/autocorrect';
import { normalizeIban } from '../../validation/iban';
import { normalizePhone } from '../../validation/phone';
import { normalizePostcode } from '../../validation/postcode';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE } from '../common/constants';
import type { Donation, DonationFormValues, DonationPayloadBody } from './donation';
import { DEFAULT_PERIOD, resolveRejectState } from './donation-enums';
import { DEFAULT_SEX } from '../employee/employee-enums';
import { centsOrNull, dateOf, dateOrNull, euroOf, textOf, textOrNull } from '../common/fields';

/** Form values of a donation, or the defaults of a new one for a campaign. */
export function donationToFormValues(
  donation?: Donation | null,
  target: { client?: number | null; campaign?: number | null } = {},
): DonationFormValues {
  const d = donation ?? null;
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(d?.extra_fields ?? {})) extra[key] = value ?? '';
  return {
    reference_number: textOf(d?.reference_number),
    state: d?.state ?? 'PENDING',
    recruiter: d?.recruiter ?? null,
    recruiter_number: textOf(d?.recruiter_number),
    recruiter_employee_code: textOf(d?.recruiter_employee_code),
    client: d?.client ?? target.client ?? null,
    campaign: d?.campaign ?? target.campaign ?? null,
    period: d?.period ?? DEFAULT_PERIOD,
    start_date: dateOf(d?.start_date),
    stop_date: dateOf(d?.stop_date),
    sex: d?.sex ?? DEFAULT_SEX,
    initials: textOf(d?.initials),
    firstname: textOf(d?.firstname),
    surname_prefix: textOf(d?.surname_prefix),
    surname: textOf(d?.surname),
    postal_code: textOf(d?.postal_code),
    house_number: textOf(d?.house_number),
    house_number_suffix: textOf(d?.house_number_suffix),
    street: textOf(d?.street),
    place: textOf(d?.place),
    country: d?.country ?? DEFAULT_COUNTRY,
    tel: textOf(d?.tel),
    mobile: textOf(d?.mobile),
    email: textOf(d?.email),
    amount: euroOf(d?.amount),
    iban: textOf(d?.iban),
    bic: textOf(d?.bic),
    birth_date: dateOf(d?.birth_date),
    call_attempts: d?.call_attempts ?? 0,
    checked: d?.checked ?? null,
    reject_state: d?.reject_state ?? null,
    reject_comment: textOf(d?.reject_comment),
    language: d?.language ?? DEFAULT_LANGUAGE,
    receive_mail: d?.receive_mail ?? true,
    receive_email: d?.receive_email ?? true,
    comment: textOf(d?.comment),
    source: textOf(d?.source),
    extra_fields: extra,
  };
}

/**
 * Form values → `{donation: …}`: amount in cents, ISO dates, and REJECTED without a reason gets
 * the first reason of the applicable list (`exported`: the donation was already exported).
 */
export function donationToPayload(
  values: DonationFormValues,
  options: { exported?: boolean } = {},
): { donation: DonationPayloadBody } {
  const normalized = (value: string, normalize: (v: string) => string): string | null =>
    textOrNull(normalize(value));
  const extra: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(values.extra_fields)) extra[key] = textOrNull(value);
  return {
    donation: {
      reference_number: textOrNull(values.reference_number),
      state: values.state,
      recruiter: values.recruiter,
      recruiter_number: textOrNull(values.recruiter_number),
      recruiter_employee_code: textOrNull(values.recruiter_employee_code),
      client: values.client,
      // The form requires a campaign; 0 is refused by the payload schema as 'Vereist veld'.
      campaign: values.campaign ?? 0,
      period: values.period,
      start_date: dateOrNull(values.start_date),
      stop_date: dateOrNull(values.stop_date),
      sex: values.sex,
      initials: textOrNull(values.initials)?.toUpperCase() ?? null,
      firstname: textOrNull(correctName(values.firstname)),
      surname_prefix: textOrNull(values.surname_prefix)?.toLowerCase() ?? null,
      surname: textOrNull(correctName(values.surname)),
      postal_code: normalized(values.postal_code, normalizePostcode),
      house_number: textOrNull(values.house_number),
      house_number_suffix: textOrNull(values.house_number_suffix),
      street: textOrNull(values.street),
      place: textOrNull(values.place),
      country: textOrNull(values.country)?.toUpperCase() ?? null,
      tel: normalized(values.tel, normalizePhone),
      mobile: normalized(values.mobile, normalizePhone),
      email: textOrNull(values.email)?.toLowerCase() ?? null,
      amount: centsOrNull(values.amount),
      iban: normalized(values.iban, normalizeIban),
      bic: textOrNull(values.bic)?.toUpperCase() ?? null,
      birth_date: dateOrNull(values.birth_date),
      call_attempts: values.call_attempts,
      checked: values.checked,
      reject_state: resolveRejectState(
        values.state,
        values.reject_state,
        options.exported ?? false,
      ),
      reject_comment: textOrNull(values.reject_comment),
      language: values.language,
      receive_mail: values.receive_mail,
      receive_email: values.receive_email,
      comment: textOrNull(values.comment),
      source: textOrNull(values.source),
      recruited_date: null,
      extra_fields: extra,
    },
  };
}
