import { extractIBAN } from 'ibantools';
import { ProviderError } from '../http';
import type { BankData, IbanBankProvider } from './index';

/**
 * Foreign banks the simulator knows, by country and bank identifier (documented in
 * api/README.md). Other valid IBANs have no bank data; a German IBAN with bank code 99999999
 * makes the provider not answer (an outage).
 */
export const SIMULATED_BANKS: Readonly<Record<string, BankData>> = {
  'DE:37040044': { bic: 'COBADEFFXXX', name: 'Commerzbank' },
  'DE:50010517': { bic: 'INGDDEFFXXX', name: 'ING-DiBa' },
  'DE:10010010': { bic: 'PBNKDEFFXXX', name: 'Postbank' },
  'BE:539': { bic: 'HBKABE22', name: 'Hello bank!' },
  'BE:001': { bic: 'GEBABEBB', name: 'BNP Paribas Fortis' },
  'BE:735': { bic: 'KREDBEBB', name: 'KBC Bank' },
};

export const OUTAGE_BANK = 'DE:99999999';

export function createSimulatorIbanProvider(): IbanBankProvider {
  return {
    name: 'simulator',
    bankData(iban) {
      const parts = extractIBAN(iban);
      const key = `${parts.countryCode ?? ''}:${parts.bankIdentifier ?? ''}`;
      if (key === OUTAGE_BANK) {
        return Promise.reject(new ProviderError('simulator', 'timeout', 'simulated outage'));
      }
      return Promise.resolve(SIMULATED_BANKS[key] ?? null);
    },
  };
}
