/**
 * Bank data (BIC and bank name) of an IBAN outside the Dutch bank-code table (spec §5: "an IBAN is
 * checked against a validation service that returns the bic"). The IBAN itself is always checked
 * locally first; the simulator (default) knows a few foreign banks; the OpenIBAN adapter asks the
 * open IBAN service openiban.com.
 */
import type { Config } from '../../config';
import { createOpenIbanProvider } from './openiban';
import { createSimulatorIbanProvider } from './simulator';

export interface BankData {
  bic: string | null;
  name: string | null;
}

export interface IbanBankProvider {
  readonly name: string;
  /** Bank data of a valid IBAN (electronic format), or null when the service does not know it. */
  bankData(iban: string): Promise<BankData | null>;
}

export function createIbanBankProvider(
  config: Config['verification']['iban'],
  timeoutMs: number,
): IbanBankProvider {
  if (config.provider === 'openiban')
    return createOpenIbanProvider({ baseUrl: config.url, timeoutMs });
  return createSimulatorIbanProvider();
}
