/**
 * The default spreadsheet provider: keeps each sheet in memory, so tests and demos read back
 * exactly what a google_sheet export sent. Deterministic ids (`sim-sheet-1`, …).
 */
import type { CreatedSheet, SheetsProvider } from './provider';

export interface SimulatedSheet {
  title: string;
  rows: string[][];
}

export interface SimulatorSheetsProvider extends SheetsProvider {
  read(id: string): SimulatedSheet | undefined;
}

export function createSimulatorSheetsProvider(): SimulatorSheetsProvider {
  const sheets = new Map<string, SimulatedSheet>();
  return {
    name: 'simulator',
    create(title): Promise<CreatedSheet> {
      const id = `sim-sheet-${sheets.size + 1}`;
      sheets.set(id, { title, rows: [] });
      return Promise.resolve({ id, url: `https://sheets.invalid/${id}` });
    },
    append(id, rows) {
      const sheet = sheets.get(id);
      if (sheet === undefined) return Promise.reject(new Error(`No simulated sheet ${id}`));
      for (const row of rows) sheet.rows.push([...row]);
      return Promise.resolve();
    },
    read: (id) => sheets.get(id),
  };
}
