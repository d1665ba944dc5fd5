import type { Mailer } from '../outbox/mailer';
import type { SessionContext } from '../../types';

export interface BugReport {
  text: string;
  reporter: SessionContext | null;
  host: string | undefined;
  userAgent: string | undefined;
  at: Date;
}

/** Mails a bug report (spec: /profile/bug-report/) to the configured support address. */
export async function sendBugReport(
  mailer: Mailer,
  addresses: { from: string; to: string },
  report: BugReport,
): Promise<void> {
  const who =
    report.reporter === null
      ? 'niet ingelogd'
      : `${report.reporter.fullName} <${report.reporter.email}>`;
  const lines = [
    report.text,
    '',
    '--',
    `Gemeld door: ${who}`,
    `Site: ${report.host ?? 'onbekend'}`,
    `Browser: ${report.userAgent ?? 'onbekend'}`,
    `Tijdstip: ${report.at.toISOString()}`,
  ];
  await mailer.send({
    from: addresses.from,
    to: addresses.to,
    subject:
      report.reporter === null
        ? 'Probleemmelding'
        : `Probleemmelding van ${report.reporter.fullName}`,
    text: lines.join('\n'),
    ...(report.reporter === null ? {} : { replyTo: report.reporter.email }),
  });
}
