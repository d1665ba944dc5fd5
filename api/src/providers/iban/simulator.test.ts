import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { createSimulatorIbanProvider, SIMULATED_BANKS } from './simulator';

describe('IBAN bank data simulator (its table in api/README.md)', () => {
  const simulator = createSimulatorIbanProvider();
  it('knows the banks of its table', async () => {
    expect(await simulator.bankData('DE89370400440532013000')).toEqual(
      SIMULATED_BANKS['DE:37040044'],
    );
    expect(await simulator.bankData('BE68539007547034')).toEqual(SIMULATED_BANKS['BE:539']);
  });

  it('has no bank data for other IBANs', async () => {
    expect(await simulator.bankData('FR1420041010050500013M02606')).toBeNull();
  });

  it('does not answer for German bank code 99999999 (an outage)', async () => {
    const iban = composeIBAN({ countryCode: 'DE', bban: '999999990532013000' }) ?? '';
    await expect(simulator.bankData(iban)).rejects.toMatchObject({ kind: 'timeout' });
  });
});
