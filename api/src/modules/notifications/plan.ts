/**
 * Which messages a transition plans (spec §9 labels, `NOTIFICATION_EVENT_LABELS`): a planned
 * M&G or trial day → a confirmation now and a reminder the day before; a cancellation or a
 * rejection with its reason → the matching message; becoming active → the welcome mail.
 */
import {
  NOTIFICATION_EVENT_TYPES,
  type NotificationEvent,
  type NotificationType,
} from '@veldwerk/shared/domain';
import type { TransitionSaved } from '../transitions/events';

export interface PlannedMessage {
  event: NotificationEvent;
  type: NotificationType;
  sendOn: Date;
  /** Seconds after the transition. */
  sendAfter: number;
}

const DAY_MS = 86_400_000;

const REASON_EVENTS: Partial<Record<string, NotificationEvent>> = {
  NO_SHOW: 'no_show',
  NO_ANSWER: 'no_answer',
  NO_VACANCIES: 'no_vacancies',
  INVALID_PHONE_NUMBER: 'wrong_phone_number',
  NON_EU: 'non_eu_rejection',
};

export function planMessages(transition: TransitionSaved, now: Date): PlannedMessage[] {
  const at = (event: NotificationEvent, sendOn: Date): PlannedMessage => ({
    event,
    type: NOTIFICATION_EVENT_TYPES[event],
    sendOn,
    sendAfter: Math.max(0, Math.round((sendOn.getTime() - now.getTime()) / 1000)),
  });
  const planned: PlannedMessage[] = [];
  const { newState, previousState, eventReason, eventDate } = transition;
  const plannedEvent =
    newState === 'M&G planned'
      ? (['mg_confirmation', 'mg_reminder'] as const)
      : newState === 'Trial planned'
        ? (['trial_confirmation', 'trial_reminder'] as const)
        : null;
  if (plannedEvent !== null) {
    planned.push(at(plannedEvent[0], now));
    if (eventDate !== null) {
      const reminder = new Date(eventDate.getTime() - DAY_MS);
      // A reminder whose moment has passed (an event planned for tomorrow) is not sent.
      if (reminder > now) planned.push(at(plannedEvent[1], reminder));
    }
  }
  const byReason = eventReason === null ? undefined : REASON_EVENTS[eventReason];
  if (byReason !== undefined) planned.push(at(byReason, now));
  if (newState === 'Active' && previousState !== 'Active' && previousState !== 'Pause') {
    planned.push(at('welcome_mail', now));
  }
  return planned;
}
