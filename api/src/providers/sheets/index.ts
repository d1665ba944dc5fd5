/**
 * Spreadsheet export (google_sheet layouts). The simulator (default) keeps the sheets in memory
 * for tests and demos; `GOOGLE_SHEETS_PROVIDER=google` writes real sheets with a service account.
 */
import type { Config } from '../../config';
import { createGoogleSheetsProvider } from './google';
import type { SheetsProvider } from './provider';
import { createSimulatorSheetsProvider } from './simulator';

export type { CreatedSheet, SheetsProvider } from './provider';

export function createSheetsProvider(config: Config['exports']['sheets']): SheetsProvider {
  if (config.provider === 'google') {
    if (config.serviceAccountFile === undefined)
      throw new Error('GOOGLE_SHEETS_PROVIDER=google needs GOOGLE_SERVICE_ACCOUNT_FILE');
    return createGoogleSheetsProvider(config.serviceAccountFile);
  }
  return createSimulatorSheetsProvider();
}
