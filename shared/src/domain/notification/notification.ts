/** Notifications sent to employees (spec §3, §9): events with Dutch labels, types, entity. */
import { z } from '../common/zod-nl';
import { LIST_PAGE_SIZE } from '../common/constants';
import { defineListContract } from '../list/list-contract';

export const NOTIFICATION_EVENTS = [
  'mg_confirmation',
  'mg_reminder',
  'trial_confirmation',
  'trial_reminder',
  'welcome_mail',
  'no_answer',
  'no_show',
  'no_vacancies',
  'wrong_phone_number',
  'non_eu_rejection',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const notificationEventSchema = z.enum(NOTIFICATION_EVENTS);
export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  mg_confirmation: 'Bevestiging M&G',
  mg_reminder: 'Herinnering M&G',
  trial_confirmation: 'Bevestiging proefdag',
  trial_reminder: 'Herinnering proefdag',
  welcome_mail: 'Welkomstmail',
  no_answer: 'Geen gehoor',
  no_show: 'Niet verschenen',
  no_vacancies: 'Geen vacatures',
  wrong_phone_number: 'Verkeerd telefoonnummer',
  non_eu_rejection: 'Afwijzing niet-EU',
};

export const NOTIFICATION_TYPES = ['sms', 'mail'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  sms: 'Sms',
  mail: 'E-mail',
};

export const notificationSchema = z.object({
  uuid: z.string().optional(),
  /** Unknown events of old records are kept as text. */
  event: z.string(),
  type: notificationTypeSchema,
  /** ISO datetime the notification is (or was) sent. */
  send_on: z.string().nullable(),
  /** Delay after the triggering event, as the api stores it. */
  send_after: z.union([z.string(), z.number()]).nullable(),
  receiver_employee: z.string(),
  /** Where it is: pending, sent, failed (provider kept refusing) or canceled (see skip_reason). */
  status: z.enum(['pending', 'sent', 'failed', 'canceled']).optional(),
  /** Why it was not sent (`NOTIFICATION_SKIP_REASONS`); null otherwise. */
  skip_reason: z.string().nullable().optional(),
  sent_at: z.string().nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The channel each event is sent by (a template's preview shows it as an sms or a mail). */
export const NOTIFICATION_EVENT_TYPES: Record<NotificationEvent, NotificationType> = {
  mg_confirmation: 'sms',
  mg_reminder: 'sms',
  trial_confirmation: 'mail',
  trial_reminder: 'sms',
  welcome_mail: 'mail',
  no_answer: 'sms',
  no_show: 'sms',
  no_vacancies: 'mail',
  wrong_phone_number: 'mail',
  non_eu_rejection: 'mail',
};

/** The channel of a template key; unknown keys are shown as mail. */
export function notificationTypeOf(key: string): NotificationType {
  return (NOTIFICATION_EVENT_TYPES as Record<string, NotificationType | undefined>)[key] ?? 'mail';
}

/** Why a notification was not sent: recorded on the row, shown in Dutch. */
export const NOTIFICATION_SKIP_REASONS = [
  'transition_deleted',
  'superseded',
  'opted_out',
  'phone_absent',
  'no_address',
  'no_template',
  'template_error',
] as const;
export type NotificationSkipReason = (typeof NOTIFICATION_SKIP_REASONS)[number];
export const NOTIFICATION_SKIP_REASON_LABELS: Record<NotificationSkipReason, string> = {
  transition_deleted: 'De statuswijziging is verwijderd',
  superseded: 'Vervangen door een nieuwere statuswijziging',
  opted_out: 'Wil geen berichten meer ontvangen',
  phone_absent: 'Telefoonnummer bestaat niet (netwerkcontrole)',
  no_address: 'Geen telefoonnummer of e-mailadres',
  no_template: 'Geen sjabloon voor dit bericht',
  template_error: 'Het sjabloon bevat een fout',
};

/** `GET notifications?receiver_employee={uuid}` (manager or recruiter), newest due first. */
export const notificationListContract = defineListContract({
  resource: 'notifications',
  path: 'notifications',
  filters: { receiver_employee: { kind: 'eq' } },
  sorts: ['send_on'],
  defaultSort: { field: 'send_on', order: 'desc' },
  pageSize: LIST_PAGE_SIZE,
});

/** `PUT notifications/opt-out/{uuid}`: staff set or clear a person's objection to messages. */
export const notificationOptOutPayloadSchema = z.object({
  notification_opt_out: z.object({ opted_out: z.boolean() }),
});
export type NotificationOptOutPayload = z.infer<typeof notificationOptOutPayloadSchema>;

/** Texts of the opt-out link every mail carries (the page is served by the api, in Dutch). */
export const NOTIFICATION_OPT_OUT_TEXTS = {
  mailFooter: 'Wil je geen berichten meer van ons ontvangen? Meld je af:',
  title: 'Afmelden voor berichten',
  question: 'Wil je geen sms en e-mail meer van ons ontvangen?',
  confirm: 'Afmelden',
  done: 'Je bent afgemeld. Je ontvangt geen berichten meer van ons.',
  invalid: 'Deze afmeldlink is ongeldig.',
} as const;

/** Sms length: GSM-7 text fits 160 characters in one message (153 per part when split); any
 * other character makes it UCS-2: 70 (67 per part). Extension characters count twice. */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

export interface SmsLength {
  /** Characters as the receiver sees them. */
  characters: number;
  /** Messages the provider sends (and charges). */
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
}

export function smsLength(text: string): SmsLength {
  const chars = [...text];
  let units = 0;
  let gsm = true;
  for (const char of chars) {
    if (GSM7_BASIC.includes(char)) units += 1;
    else if (GSM7_EXTENSION.includes(char)) units += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (!gsm) {
    const utf16 = text.length;
    return {
      characters: chars.length,
      segments: utf16 === 0 ? 0 : utf16 <= 70 ? 1 : Math.ceil(utf16 / 67),
      encoding: 'UCS-2',
    };
  }
  return {
    characters: chars.length,
    segments: units === 0 ? 0 : units <= 160 ? 1 : Math.ceil(units / 153),
    encoding: 'GSM-7',
  };
}

/** A call log entry on an employee (spec §3). */
export const callLogSchema = z.object({
  creation_date: z.string(),
  /** Seconds. */
  duration: z.number().int().nonnegative(),
  recording_url: z.string().nullable(),
  manager: z.string().nullable(),
});
export type CallLog = z.infer<typeof callLogSchema>;
