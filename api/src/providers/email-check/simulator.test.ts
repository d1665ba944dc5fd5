import { describe, expect, it } from 'vitest';
import { createSimulatorEmailCheck } from './simulator';

describe('email check simulator (its table in api/README.md)', () => {
  const simulator = createSimulatorEmailCheck();
  it.each([
    ['jan@voorbeeld.nl', 'Ok', null],
    ['jan+bad@voorbeeld.nl', 'Bad', 'mailbox_not_found'],
    ['jan+disposable@voorbeeld.nl', 'Bad', 'disposable'],
    ['JAN+SPAMTRAP@voorbeeld.nl', 'Bad', 'spamtrap'],
    ['jan+catchall@voorbeeld.nl', 'Unverifiable', 'catch-all'],
    ['jan+unknown@voorbeeld.nl', 'Unverifiable', 'unknown'],
    ['jan+nieuwsbrief@voorbeeld.nl', 'Ok', null],
  ])('%s is %s (%s)', async (address, result, reason) => {
    expect(await simulator.check(address)).toEqual({ result, reason });
  });

  it('does not answer for +timeout (an outage)', async () => {
    await expect(simulator.check('jan+timeout@voorbeeld.nl')).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
