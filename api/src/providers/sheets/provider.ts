/** The interface every spreadsheet adapter implements (the simulator and Google Sheets). */
export interface CreatedSheet {
  id: string;
  url: string;
}

export interface SheetsProvider {
  readonly name: string;
  /** Creates an empty spreadsheet with one tab. */
  create(title: string): Promise<CreatedSheet>;
  /** Appends rows (already neutralised) below what the sheet holds; called once per page. */
  append(id: string, rows: readonly (readonly string[])[]): Promise<void>;
}
