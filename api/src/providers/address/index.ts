/**
 * Dutch address completion: postcode + house number → street and city (spec §5, §7). The
 * simulator (default) answers from a small table and derives a plausible street for any other
 * valid postcode; the PDOK adapter asks the public PDOK Locatieserver (BAG data, no key).
 */
import type { AddressLookup } from '@veldwerk/shared/domain';
import type { Config } from '../../config';
import { createPdokAddressProvider } from './pdok';
import { createSimulatorAddressProvider } from './simulator';

export interface AddressProvider {
  readonly name: string;
  /** Street and city of `postcode` (`1234AB`) and `houseNumber` (≥ 1), or null when unknown. */
  lookup(postcode: string, houseNumber: number): Promise<AddressLookup | null>;
}

export function createAddressProvider(
  config: Config['verification']['address'],
  timeoutMs: number,
): AddressProvider {
  if (config.provider === 'pdok')
    return createPdokAddressProvider({ baseUrl: config.url, timeoutMs });
  return createSimulatorAddressProvider();
}
