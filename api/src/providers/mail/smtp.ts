import nodemailer from 'nodemailer';
import type { MailProvider } from './provider';

/** Sends through an SMTP server given as `smtp://user:pass@host:port` (or `smtps://`). */
export function createSmtpMailProvider(smtpUrl: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
      });
    },
    close: () => {
      transport.close();
      return Promise.resolve();
    },
  };
}
