import type { Db } from '../../db/client';
import type { MailMessage, MailProvider } from '../../providers/mail';
import { insertOutboxMessage } from './repo';

/** Sends a mail through the configured provider and records it (sent or failed) in the outbox. */
export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly provider: MailProvider,
  ) {}

  /** `idempotencyKey`: a notification's key, recorded with the message (see sentUnderKey). */
  async send(message: MailMessage, idempotencyKey: string | null = null): Promise<void> {
    const record = (status: 'sent' | 'failed') =>
      insertOutboxMessage(this.db, {
        channel: 'mail',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        provider: this.provider.name,
        status,
        idempotencyKey,
      });
    try {
      await this.provider.send(message);
    } catch (error) {
      await record('failed');
      throw error;
    }
    await record('sent');
  }
}
