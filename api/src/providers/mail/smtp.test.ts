import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailProvider } from './smtp';

let server: SMTPServer;
const received: string[] = [];
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mail provider', () => {
  it('delivers a message to an SMTP server', async () => {
    const provider = createSmtpMailProvider(`smtp://127.0.0.1:${port}`);
    try {
      await provider.send({
        from: 'Veldwerk <noreply@veldwerk.test>',
        to: 'support@veldwerk.test',
        subject: 'Probleemmelding',
        text: 'De lijst laadt niet.',
        replyTo: 'manager@veldwerk.test',
      });
    } finally {
      await provider.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Probleemmelding');
    expect(received[0]).toContain('Reply-To: manager@veldwerk.test');
    expect(received[0]).toContain('De lijst laadt niet.');
  });
});
