import type { SmsProvider } from './provider';

/** Delivers nothing: the outbox row the texter writes is the whole effect (tests read it). */
export function createSimulatorSmsProvider(): SmsProvider {
  return { name: 'simulator', send: () => Promise.resolve() };
}
