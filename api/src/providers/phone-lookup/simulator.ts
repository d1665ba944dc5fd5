import { ProviderError } from '../http';
import type { HlrAnswer, PhoneLookupProvider } from './index';

/**
 * Deterministic HLR answers by the number's last two digits, so a tester reaches every result
 * (documented in api/README.md):
 *
 *   …00 absent · …01 failed · …02 unknown · …03 outage (the provider does not answer)
 *   …98 sent twice, then absent · …99 sent twice, then active · anything else: active
 *
 * A started lookup is `sent`; its first status poll gives the result (…98/…99: the third).
 */
const SLOW_POLLS = 2;

function resultOf(number: string): HlrAnswer['status'] {
  const tail = number.slice(-2);
  if (tail === '00' || tail === '98') return 'absent';
  if (tail === '01') return 'failed';
  if (tail === '02') return 'unknown';
  return 'active';
}

export function createSimulatorPhoneLookup(): PhoneLookupProvider {
  const polls = new Map<string, number>();
  let sequence = 0;
  const outage = () =>
    Promise.reject(new ProviderError('simulator', 'timeout', 'simulated outage'));
  return {
    name: 'simulator',
    requestHlr(number) {
      if (number.endsWith('03')) return outage();
      sequence += 1;
      const reference = `sim-${number}-${sequence}`;
      polls.set(reference, 0);
      return Promise.resolve({ reference, status: 'sent' });
    },
    hlrStatus(number, reference) {
      if (number.endsWith('03')) return outage();
      const count = (polls.get(reference) ?? Number.POSITIVE_INFINITY) + 1;
      polls.set(reference, count);
      const slow = number.endsWith('98') || number.endsWith('99');
      if (slow && count <= SLOW_POLLS) return Promise.resolve({ reference, status: 'sent' });
      polls.delete(reference);
      return Promise.resolve({ reference, status: resultOf(number) });
    },
  };
}
