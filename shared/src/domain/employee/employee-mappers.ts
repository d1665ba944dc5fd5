/** Employee form values ↔ entity and `{employee: …}` payload. */
import { correctName } from '../../validation/autocorrect';
import { normalizeBsn } from '../../validation/bsn';
import { normalizeIban } from '../../validation/iban';
import { normalizePhone } from '../../validation/phone';
import { normalizePostcode } from '../../validation/postcode';
import { DEFAULT_COUNTRY } from '../common/constants';
import type { Employee, EmployeeFormValues, EmployeePayloadBody } from './employee';
import { DEFAULT_EMPLOYEE_FUNCTION, DEFAULT_RECORD_STATUS, DEFAULT_SEX } from './employee-enums';
import { DEFAULT_APPLICANT_STATE } from './employee-state';
import { dateOf, dateOrNull, textOf, textOrNull } from '../common/fields';

/** Form values for an existing employee, or the defaults of a new one (status New). */
export function employeeToFormValues(employee?: Employee | null): EmployeeFormValues {
  const e = employee ?? null;
  return {
    employee_status: e?.employee_status ?? DEFAULT_APPLICANT_STATE,
    employee_code: textOf(e?.employee_code),
    hq: textOf(e?.hq),
    surname: textOf(e?.surname),
    firstname: textOf(e?.firstname),
    initials: textOf(e?.initials),
    surname_prefix: textOf(e?.surname_prefix),
    sex: e?.sex ?? DEFAULT_SEX,
    phone: textOf(e?.phone),
    mobile: textOf(e?.mobile),
    tel2: textOf(e?.tel2),
    email: textOf(e?.email),
    second_email: textOf(e?.second_email),
    function: e?.function ?? DEFAULT_EMPLOYEE_FUNCTION,
    start_date: dateOf(e?.start_date),
    campaign: e?.campaign ?? null,
    manager: e?.manager ?? null,
    driving_license: e?.driving_license ?? [],
    source: e?.source ?? null,
    recruited_by: e?.recruited_by ?? null,
    recruited_by_alternative: textOf(e?.recruited_by_alternative),
    birth_date: dateOf(e?.birth_date),
    bsn: textOf(e?.bsn),
    iban: textOf(e?.iban),
    comment: textOf(e?.comment),
    comment_closed: textOf(e?.comment_closed),
    postal_code: textOf(e?.postal_code),
    house_number: textOf(e?.house_number),
    house_number_suffix: textOf(e?.house_number_suffix),
    street: textOf(e?.street),
    place: textOf(e?.place),
    country: e?.country ?? DEFAULT_COUNTRY,
    record_status: e?.record_status ?? DEFAULT_RECORD_STATUS,
    backstage_reference: textOf(e?.backstage_reference),
    public_transport_card: e?.public_transport_card ?? null,
    number_of_workdays: e?.number_of_workdays ?? null,
    citizenship: e?.citizenship ?? null,
    resume_url: textOf(e?.resume_url),
  };
}

const nameOrNull = (value: string): string | null => textOrNull(correctName(value));
const normalizedOrNull = (value: string, normalize: (v: string) => string): string | null =>
  textOrNull(normalize(value));

/** Form values → `{employee: …}` in transport formats ('' becomes null, names capitalised). */
export function employeeToPayload(values: EmployeeFormValues): { employee: EmployeePayloadBody } {
  return {
    employee: {
      employee_status: values.employee_status,
      employee_code: textOrNull(values.employee_code),
      hq: textOrNull(values.hq),
      surname: nameOrNull(values.surname),
      firstname: nameOrNull(values.firstname),
      initials: textOrNull(values.initials)?.toUpperCase() ?? null,
      surname_prefix: textOrNull(values.surname_prefix)?.toLowerCase() ?? null,
      sex: values.sex,
      phone: normalizedOrNull(values.phone, normalizePhone),
      mobile: normalizedOrNull(values.mobile, normalizePhone),
      tel2: normalizedOrNull(values.tel2, normalizePhone),
      email: textOrNull(values.email)?.toLowerCase() ?? null,
      second_email: textOrNull(values.second_email)?.toLowerCase() ?? null,
      function: values.function,
      start_date: dateOrNull(values.start_date),
      campaign: values.campaign,
      manager: values.manager,
      driving_license: values.driving_license,
      source: values.source,
      recruited_by: values.recruited_by,
      recruited_by_alternative: textOrNull(values.recruited_by_alternative),
      birth_date: dateOrNull(values.birth_date),
      bsn: normalizedOrNull(values.bsn, normalizeBsn),
      iban: normalizedOrNull(values.iban, normalizeIban),
      comment: textOrNull(values.comment),
      comment_closed: textOrNull(values.comment_closed),
      postal_code: normalizedOrNull(values.postal_code, normalizePostcode),
      house_number: textOrNull(values.house_number),
      house_number_suffix: textOrNull(values.house_number_suffix),
      street: textOrNull(values.street),
      place: textOrNull(values.place),
      country: (textOrNull(values.country) ?? DEFAULT_COUNTRY).toUpperCase(),
      record_status: values.record_status,
      backstage_reference: textOrNull(values.backstage_reference),
      public_transport_card: values.public_transport_card,
      number_of_workdays: values.number_of_workdays,
      citizenship: values.citizenship,
      resume_url: textOrNull(values.resume_url),
    },
  };
}
