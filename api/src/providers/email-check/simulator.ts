import { ProviderError } from '../http';
import type { EmailCheckProvider, EmailVerdict } from './index';

/**
 * Deterministic answers by the `+tag` of the address's local part (documented in api/README.md):
 * `jan+bad@…` Bad (mailbox_not_found), `+disposable` Bad (disposable), `+spamtrap` Bad (spamtrap),
 * `+catchall` Unverifiable (catch-all), `+unknown` Unverifiable (unknown), `+timeout` the provider
 * does not answer; any other address is Ok.
 */
export const SIMULATED_EMAIL_VERDICTS: Readonly<Record<string, EmailVerdict>> = {
  bad: { result: 'Bad', reason: 'mailbox_not_found' },
  disposable: { result: 'Bad', reason: 'disposable' },
  spamtrap: { result: 'Bad', reason: 'spamtrap' },
  catchall: { result: 'Unverifiable', reason: 'catch-all' },
  unknown: { result: 'Unverifiable', reason: 'unknown' },
};

export function createSimulatorEmailCheck(): EmailCheckProvider {
  return {
    name: 'simulator',
    check(address) {
      const local = address.slice(0, address.lastIndexOf('@')).toLowerCase();
      const tag = local.includes('+') ? local.slice(local.lastIndexOf('+') + 1) : '';
      if (tag === 'timeout') {
        return Promise.reject(new ProviderError('simulator', 'timeout', 'simulated outage'));
      }
      return Promise.resolve(SIMULATED_EMAIL_VERDICTS[tag] ?? { result: 'Ok', reason: null });
    },
  };
}
