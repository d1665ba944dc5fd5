/**
 * Outgoing mail. The simulator (default) hands nothing to the outside world; the SMTP adapter
 * sends through nodemailer. Either way the mailer records the message in the outbox.
 */
import type { Config } from '../../config';
import type { MailProvider } from './provider';
import { createSimulatorMailProvider } from './simulator';
import { createSmtpMailProvider } from './smtp';

export type { MailMessage, MailProvider } from './provider';

export function createMailProvider(config: Config['mail']): MailProvider {
  if (config.provider === 'smtp') {
    if (config.smtpUrl === undefined) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
    return createSmtpMailProvider(config.smtpUrl);
  }
  return createSimulatorMailProvider();
}
