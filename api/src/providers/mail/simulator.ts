import type { MailProvider } from './provider';

/** Delivers nothing: the outbox row the mailer writes is the whole effect (tests read it). */
export function createSimulatorMailProvider(): MailProvider {
  return {
    name: 'simulator',
    send: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
