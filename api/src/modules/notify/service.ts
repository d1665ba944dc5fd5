import type { Mailer } from '../outbox/mailer';
import type { SessionContext } from '../../types';

export interface BugReport {
  text: string;
  reporter: SessionContext | null;
  /** The product's configured public address. */
  site: string;
  /** As the browser sent it: shortened and cleaned before it goes into the mail. */
  userAgent: string | undefined;
  at: Date;
}

const USER_AGENT_MAX = 300;

/** A header value as one line of plain text: no control characters, at most 300 characters. */
export function mailLine(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const clean = (value ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();
  if (clean === '') return 'onbekend';
  return clean.length > USER_AGENT_MAX ? `${clean.slice(0, USER_AGENT_MAX)}…` : clean;
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
    `Site: ${report.site}`,
    `Browser: ${mailLine(report.userAgent)}`,
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
