import { describe, expect, it } from 'vitest';
import { createSimulatorAddressProvider, SIMULATED_ADDRESSES, simulatedAddress } from './simulator';

describe('address simulator (its table in api/README.md)', () => {
  it('answers every address of its table', () => {
    for (const [key, address] of Object.entries(SIMULATED_ADDRESSES)) {
      const [postcode = '', number = ''] = key.split(' ');
      expect(simulatedAddress(postcode, Number(number))).toEqual(address);
    }
    expect(simulatedAddress('1012RJ', 147)).toEqual({
      street: 'Nieuwezijds Voorburgwal',
      city: 'Amsterdam',
    });
  });

  it('derives one street per postcode and the city of its region for other postcodes', () => {
    const first = simulatedAddress('3512AB', 1);
    expect(first?.city).toBe('Utrecht');
    expect(simulatedAddress('3512AB', 250)).toEqual(first);
    expect(simulatedAddress('9402CD', 7)?.city).toBe('Assen');
    expect(simulatedAddress('4811AA', 3)?.city).toBe('Breda');
  });

  it('does not know postcodes with never-issued letters (SA, SD, SS) or ZZ', () => {
    for (const postcode of ['1234SA', '1234SD', '1234SS', '1234ZZ']) {
      expect(simulatedAddress(postcode, 1)).toBeNull();
    }
  });

  it('does not answer for XX (an outage)', async () => {
    await expect(createSimulatorAddressProvider().lookup('1234XX', 1)).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
