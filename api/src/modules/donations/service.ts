/**
 * The rules of a donation write beyond its schema: the campaign decides the client and which
 * input fields exist (a value for another field is refused; required ones in PENDING), the
 * reject reason follows the exported state, a signature must be an uploaded one, and a secured
 * donation refuses every change but the follow-up fields (`isDonationSecured`).
 */
import {
  checkRejectReason,
  DONATION_MESSAGES,
  extraFieldIssues,
  isDonationExported,
  isDonationSecured,
  isValidatedDonationState,
  SECURED_EDITABLE_FIELDS,
  donationUpdatePayloadSchema,
  type DonationPatchBody,
  type DonationPayloadBody,
  type IssueLike,
} from '@veldwerk/shared/domain';
import { getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { donations, type DonationRow } from '../../db/schema/donations';
import { HttpError, InvalidInputError } from '../../http/errors';
import { openDonationIban, sealDonationPersonal } from './personal';
import { findDonationCampaign, signatureExists, toDonation, type DonationColumns } from './repo';

const invalid = (issues: IssueLike[]) => new InvalidInputError(issues, { root: 'donation' });

/** Column values of a create or update body, after the checks against the campaign. */
export async function donationColumnsOf(
  app: FastifyInstance | null,
  db: DbOrTx,
  body: DonationPayloadBody,
  before: DonationRow | null,
): Promise<DonationColumns> {
  const issues: IssueLike[] = [];
  const campaign = await findDonationCampaign(db, body.campaign);
  if (campaign === undefined) {
    throw invalid([{ path: ['campaign'], message: DONATION_MESSAGES.campaignNotFound }]);
  }
  if (body.client !== null && body.client !== undefined && body.client !== campaign.clientId) {
    issues.push({ path: ['client'], message: DONATION_MESSAGES.clientMismatch });
  }
  const names = new Set(campaign.inputFields.map((field) => field.name));
  for (const name of Object.keys(body.extra_fields)) {
    if (!names.has(name)) {
      issues.push({ path: ['extra_fields', name], message: DONATION_MESSAGES.unknownInputField });
    }
  }
  if (isValidatedDonationState(body.state)) {
    issues.push(...extraFieldIssues(campaign.inputFields, body.extra_fields));
  }
  const exported =
    before !== null &&
    isDonationExported({ last_export_date: before.lastExportDate?.toISOString() ?? null });
  const reject = checkRejectReason(body.state, body.reject_state, exported);
  if (!reject.ok) issues.push({ path: ['reject_state'], message: reject.message });
  const signature = body.signature ?? null;
  if (
    signature !== null &&
    signature !== before?.signature &&
    !(await signatureExists(db, signature))
  ) {
    issues.push({ path: ['signature'], message: DONATION_MESSAGES.signatureNotFound });
  }
  if (issues.length > 0) throw invalid(issues);

  const personal = sealDonationPersonal(app, { iban: body.iban ?? null }, before);
  const recruited = body.recruited_date ?? null;
  return {
    referenceNumber: body.reference_number ?? null,
    state: body.state,
    recruiterId: body.recruiter ?? null,
    recruiterNumber: body.recruiter_number ?? null,
    recruiterEmployeeCode: body.recruiter_employee_code ?? null,
    clientId: campaign.clientId,
    campaignId: campaign.id,
    period: body.period,
    startDate: body.start_date ?? null,
    stopDate: body.stop_date ?? null,
    sex: body.sex,
    initials: body.initials ?? null,
    firstname: body.firstname ?? null,
    surnamePrefix: body.surname_prefix ?? null,
    surname: body.surname ?? null,
    postalCode: body.postal_code ?? null,
    houseNumber: body.house_number ?? null,
    houseNumberSuffix: body.house_number_suffix ?? null,
    street: body.street ?? null,
    place: body.place ?? null,
    country: body.country ?? null,
    tel: body.tel ?? null,
    mobile: body.mobile ?? null,
    email: body.email ?? null,
    amount: body.amount ?? null,
    iban: personal.iban,
    ibanIndex: personal.ibanIndex,
    bic: body.bic ?? null,
    birthDate: body.birth_date ?? null,
    callAttempts: body.call_attempts,
    checked: body.checked ?? null,
    rejectState: reject.ok ? reject.value : null,
    rejectComment: body.reject_comment ?? null,
    language: body.language,
    receiveMail: body.receive_mail,
    receiveEmail: body.receive_email,
    comment: body.comment ?? null,
    source: body.source ?? null,
    // Kept on update when the form does not send them; a new donor is recruited now.
    recruitedDate:
      recruited === null
        ? before === null
          ? new Date()
          : before.recruitedDate
        : new Date(recruited),
    signature: body.signature === undefined ? (before?.signature ?? null) : signature,
    extraFields: Object.fromEntries(
      Object.entries(body.extra_fields).map(([key, value]) => [key, value ?? null]),
    ),
  };
}

const columns = getTableColumns(donations);
/** The column keys a secured donation still accepts. */
const SECURED_EDITABLE_KEYS = new Set(
  Object.entries(columns)
    .filter(([, column]) => (SECURED_EDITABLE_FIELDS as readonly string[]).includes(column.name))
    .map(([key]) => key),
);

const asJson = (value: unknown) =>
  JSON.stringify(value instanceof Date ? value.toISOString() : value);

/** Refuses an update of a secured donation that touches a field the rule locks. */
export function refuseSecuredChange(before: DonationRow, values: Partial<DonationColumns>): void {
  const secured = isDonationSecured({
    state: before.state,
    last_export_date: before.lastExportDate?.toISOString() ?? null,
  });
  if (!secured) return;
  const record = before as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (SECURED_EDITABLE_KEYS.has(key)) continue;
    if (asJson(value) !== asJson(record[key])) {
      throw new HttpError(409, 'secured', DONATION_MESSAGES.securedRefusal);
    }
  }
}

export function refuseSecuredDelete(before: DonationRow): void {
  const secured = isDonationSecured({
    state: before.state,
    last_export_date: before.lastExportDate?.toISOString() ?? null,
  });
  if (secured) throw new HttpError(409, 'secured', DONATION_MESSAGES.securedDelete);
}

/** Column values of administration's state change (`PATCH`), with the reject-reason rule. */
export function patchColumnsOf(
  before: DonationRow,
  body: DonationPatchBody,
): Partial<DonationColumns> {
  const state = body.state ?? before.state;
  const exported = before.lastExportDate !== null;
  // A state change without a reason takes the default; a kept REJECTED keeps its reason.
  const reason =
    body.reject_state !== undefined
      ? body.reject_state
      : state === 'REJECTED' && before.state === 'REJECTED'
        ? before.rejectState
        : null;
  const reject = checkRejectReason(state, reason, exported);
  if (!reject.ok) throw invalid([{ path: ['reject_state'], message: reject.message }]);
  const values: Partial<DonationColumns> = { state, rejectState: reject.value };
  if (body.reject_comment !== undefined) values.rejectComment = body.reject_comment;
  if (body.call_attempts !== undefined) values.callAttempts = body.call_attempts;
  if (body.checked !== undefined) values.checked = body.checked;
  if (body.comment !== undefined) values.comment = body.comment;
  return values;
}

/**
 * A state change into PENDING (`PATCH`) checks the stored donor against PENDING's rules, exactly
 * as a `PUT` with that state would: the same payload schema (required fields, the amount cap,
 * formats) and the campaign's required input fields. Nothing is written when one fails.
 */
export async function refuseIncompletePending(
  app: FastifyInstance | null,
  db: DbOrTx,
  before: DonationRow,
  values: Partial<DonationColumns>,
): Promise<void> {
  if (values.state !== 'PENDING' || before.state === 'PENDING') return;
  const {
    id: _id,
    last_export_date: _exported,
    backstage_export_date: _backstage,
    creation_date: _created,
    last_modify_date: _modified,
    ...stored
  } = toDonation(before);
  const parsed = donationUpdatePayloadSchema.safeParse({
    donation: {
      ...stored,
      iban: openDonationIban(app, before.iban),
      state: 'PENDING',
      reject_state: values.rejectState ?? null,
      comment: values.comment === undefined ? stored.comment : values.comment,
    },
  });
  if (!parsed.success) throw invalid(parsed.error.issues);
  await donationColumnsOf(app, db, parsed.data.donation, before);
}
