/**
 * Notifications: the transition listener that plans and cancels messages (inside the
 * transition's transaction), and the queue's handler that sends one message: eligibility first
 * (opt-out, a number the phone lookup found absent, no address), then the template, then the
 * provider, exactly once (see ../jobs/queue.ts).
 */
import {
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_OPT_OUT_TEXTS,
  type NotificationSkipReason,
} from '@veldwerk/shared/domain';
import { parseLookupNumber } from '@veldwerk/shared/validation';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import type { SmsProvider } from '../../providers/sms';
import { outOfQuietHours } from '../jobs/quiet-hours';
import { backoffMs, complete, retryLater, skip } from '../jobs/queue';
import type { Mailer } from '../outbox/mailer';
import { insertOutboxMessage, sentUnderKey } from '../outbox/repo';
import type { TemplateData, TemplateRenderer } from '../settings/render';
import type { TransitionDeleted, TransitionListener, TransitionSaved } from '../transitions/events';
import { optOutToken } from './opt-out-token';
import { planMessages } from './plan';
import {
  cancelPending,
  insertPlanned,
  loadSendContext,
  phoneAbsent,
  type SendContext,
} from './repo';

export interface NotificationServiceOptions {
  db: Db;
  renderer: TemplateRenderer;
  mailer: Mailer;
  sms: SmsProvider;
  config: Pick<Config, 'notifications' | 'publicUrl'> & { mail: Pick<Config['mail'], 'from'> };
  /** The agency's title (the default deployment's) for the `agency` variable. */
  agency: string;
  now: () => Date;
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const formatDate = (date: Date) => dateFormat.format(date).replaceAll('-', '/');
const isoDay = (day: string | null) => (day === null ? '' : day.split('-').reverse().join('/'));

export class NotificationService {
  constructor(private readonly options: NotificationServiceOptions) {}

  /** The listener `buildApp` registers on the transition events. */
  get listener(): TransitionListener {
    return {
      saved: (tx, event) => this.transitionSaved(tx, event),
      deleted: (tx, event) => this.transitionDeleted(tx, event),
    };
  }

  async transitionSaved(tx: Tx, event: TransitionSaved): Promise<void> {
    const now = this.options.now();
    await cancelPending(
      tx,
      { employeeId: event.employeeId, exceptTransitionId: event.transitionId },
      'superseded',
    );
    const quiet = this.options.config.notifications.quietHours;
    const planned = planMessages(event, now).map((message) => ({
      ...message,
      nextAttemptAt: outOfQuietHours(message.sendOn, quiet),
    }));
    await insertPlanned(tx, event.transitionId, event.employeeId, planned);
  }

  async transitionDeleted(tx: Tx, event: TransitionDeleted): Promise<void> {
    await cancelPending(tx, { transitionId: event.transitionId }, 'transition_deleted');
  }

  optOutUrl(employeeId: string): string {
    const token = optOutToken(this.options.config.notifications.linkSecret, employeeId);
    return `${this.options.config.publicUrl}/api/public/notifications/opt-out?token=${token}`;
  }

  private templateData(context: SendContext): TemplateData {
    const { employee, eventDate } = context;
    const names = [employee.firstname, employee.surnamePrefix, employee.surname];
    return {
      employee: {
        firstname: employee.firstname ?? '',
        surname_prefix: employee.surnamePrefix ?? '',
        surname: employee.surname ?? '',
        full_name: names.filter((part) => part !== null && part !== '').join(' '),
        employee_code: employee.employeeCode ?? '',
        hq: employee.hq ?? '',
        start_date: isoDay(employee.startDate),
        street: employee.street ?? '',
        house_number: `${employee.houseNumber ?? ''}${employee.houseNumberSuffix ?? ''}`,
        postal_code: employee.postalCode ?? '',
        place: employee.place ?? '',
      },
      event_date: eventDate === null ? '' : formatDate(eventDate),
      event_time: eventDate === null ? '' : timeFormat.format(eventDate),
      agency: this.options.agency,
    };
  }

  /** Why this message must not go out, or its receiver's address. */
  private async eligibility(
    job: NotificationRow,
    context: SendContext,
  ): Promise<{ skip: NotificationSkipReason } | { to: string }> {
    if (context.transitionGone) return { skip: 'transition_deleted' };
    if (context.employee.notificationsOptOut) return { skip: 'opted_out' };
    if (job.type === 'mail') return { to: context.employee.email };
    const raw = context.employee.mobile ?? context.employee.phone;
    const number = raw === null ? null : parseLookupNumber(raw);
    if (number === null) return { skip: 'no_address' };
    if (await phoneAbsent(this.options.db, number)) return { skip: 'phone_absent' };
    return { to: number };
  }

  /** The queue's handler: sends one claimed notification, or records why not. */
  async handle(job: NotificationRow, workerId: string): Promise<void> {
    const { db, config, now } = this.options;
    const key = job.idempotencyKey ?? job.id;
    // A send that happened before a crash (its outbox row exists): only the bookkeeping is left.
    if (await sentUnderKey(db, key)) {
      await complete(db, job.id, workerId, now());
      return;
    }
    const context = await loadSendContext(db, job);
    if (context === undefined) return;
    const eligible = await this.eligibility(job, context);
    if ('skip' in eligible) {
      await skip(db, job.id, workerId, eligible.skip);
      return;
    }
    if (context.template === undefined) {
      await skip(db, job.id, workerId, 'no_template');
      return;
    }
    const rendered = await this.options.renderer.render(
      context.template,
      this.templateData(context),
    );
    if (!rendered.ok) {
      await skip(db, job.id, workerId, 'template_error');
      return;
    }
    try {
      if (job.type === 'mail') {
        const footer = `\n\n--\n${NOTIFICATION_OPT_OUT_TEXTS.mailFooter} ${this.optOutUrl(job.receiverEmployeeId)}`;
        await this.options.mailer.send(
          {
            from: config.mail.from,
            to: eligible.to,
            subject: NOTIFICATION_EVENT_LABELS[job.event],
            text: rendered.text + footer,
          },
          key,
        );
      } else {
        await this.sendSms(eligible.to, rendered.text, key);
      }
    } catch (error) {
      const attempts = job.attempts;
      const next =
        attempts >= config.notifications.maxAttempts
          ? null
          : outOfQuietHours(
              new Date(now().getTime() + backoffMs(attempts, config.notifications.backoffSeconds)),
              config.notifications.quietHours,
            );
      await retryLater(db, job.id, workerId, errorText(error), next);
      return;
    }
    await complete(db, job.id, workerId, now());
  }

  private async sendSms(to: string, body: string, key: string): Promise<void> {
    const { db, sms } = this.options;
    const record = (status: 'sent' | 'failed') =>
      insertOutboxMessage(db, {
        channel: 'sms',
        recipient: to,
        subject: null,
        body,
        provider: sms.name,
        status,
        idempotencyKey: key,
      });
    try {
      await sms.send({ to, body, reference: key });
    } catch (error) {
      await record('failed');
      throw error;
    }
    await record('sent');
  }
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
