import { describe, expect, it } from 'vitest';
import { ProviderError } from '../http';
import { createSimulatorPhoneLookup } from './simulator';

/** Starts a lookup and polls until it is no longer `sent`: the statuses seen, in order. */
async function walk(number: string): Promise<string[]> {
  const simulator = createSimulatorPhoneLookup();
  const started = await simulator.requestHlr(number);
  const seen: string[] = [started.status];
  for (let poll = 0; poll < 10 && seen.at(-1) === 'sent'; poll += 1) {
    seen.push((await simulator.hlrStatus(number, started.reference)).status);
  }
  return seen;
}

describe('phone lookup simulator (its table in api/README.md)', () => {
  it.each([
    ['31612345600', ['sent', 'absent']],
    ['31612345601', ['sent', 'failed']],
    ['31612345602', ['sent', 'unknown']],
    ['31612345698', ['sent', 'sent', 'sent', 'absent']],
    ['31612345699', ['sent', 'sent', 'sent', 'active']],
    ['31612345678', ['sent', 'active']],
    ['31201234567', ['sent', 'active']],
  ])('%s goes %j', async (number, statuses) => {
    expect(await walk(number)).toEqual(statuses);
  });

  it('does not answer for a number ending in 03 (an outage)', async () => {
    const simulator = createSimulatorPhoneLookup();
    await expect(simulator.requestHlr('31612345603')).rejects.toBeInstanceOf(ProviderError);
    await expect(simulator.hlrStatus('31612345603', 'x')).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('answers the result for a lookup it does not know (started before a restart)', async () => {
    const simulator = createSimulatorPhoneLookup();
    expect((await simulator.hlrStatus('31612345699', 'sim-gone')).status).toBe('active');
  });
});
