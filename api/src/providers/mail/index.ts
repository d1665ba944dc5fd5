/**
 * Outgoing mail. The simulator (default) hands nothing to the outside world; the SMTP adapter
 * sends through nodemailer. Either way the mailer records the message in the outbox.
 */
import type { Config } from '../../config';
import { createSimulatorMailProvider } from './simulator';
import { createSmtpMailProvider } from './smtp';

export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface MailProvider {
  /** Recorded in the outbox as the provider that handled a message. */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailProvider(config: Config['mail']): MailProvider {
  if (config.provider === 'smtp') {
    if (config.smtpUrl === undefined) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
    return createSmtpMailProvider(config.smtpUrl);
  }
  return createSimulatorMailProvider();
}
