/** Notifications sent to employees (spec §3, §9): events with Dutch labels, types, entity. */
import { z } from '../common/zod-nl';

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
});
export type Notification = z.infer<typeof notificationSchema>;

/** A call log entry on an employee (spec §3). */
export const callLogSchema = z.object({
  creation_date: z.string(),
  /** Seconds. */
  duration: z.number().int().nonnegative(),
  recording_url: z.string().nullable(),
  manager: z.string().nullable(),
});
export type CallLog = z.infer<typeof callLogSchema>;
