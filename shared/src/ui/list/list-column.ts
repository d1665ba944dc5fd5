/**
 * How a screen describes the columns of a kit list. A column shows a value, may sort on one of
 * the contract's sort fields, and may carry a filter on one of the contract's filters.
 */
import type { ReactNode } from 'react';

import type { ListFilterOf, ListSortOf, Option } from '../../domain';

export type ColumnFilter<F extends string = string> =
  | { kind: 'text'; field: F; placeholder?: string }
  | { kind: 'in' | 'eq'; field: F; options: readonly Option[] }
  | { kind: 'bool'; field: F; trueLabel?: string; falseLabel?: string }
  | {
      /**
       * An id chosen by autocomplete. The column's `text` names that record (a list filtered
       * on the id shows only its rows), so the filter shows the chosen id by that name — also
       * when opened again or restored from the URL — instead of "Nr. 5".
       */
      kind: 'number';
      field: F;
      /** The autocomplete resource the number (an id) is chosen from. */
      autocomplete: string;
      /** Extra autocomplete query (`{client: 4}`). */
      query?: Readonly<Record<string, string | number>>;
    }
  | { kind: 'date_range'; field: F };

export interface ListColumn<Row, F extends string = string, S extends string = string> {
  /** Stable key: stored in the user's column preferences. */
  key: string;
  /** Dutch header text (also the clipboard header). */
  title: string;
  /** The cell's plain text: shown when there is no `render`, and copied to the clipboard. */
  text: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  /** A contract sort field: the header gets ascending and descending buttons. */
  sort?: S;
  filter?: ColumnFilter<F>;
  /** CSS grid track; default `minmax(120px, 1fr)`. */
  width?: string;
  /** Hidden until the user shows it in the column chooser. */
  defaultHidden?: boolean;
  align?: 'left' | 'right' | 'center';
}

export const DEFAULT_COLUMN_WIDTH = 'minmax(120px, 1fr)';

/** The columns of a list over a contract: filter and sort fields come from the contract. */
export type ContractColumns<Row, C> = readonly ListColumn<Row, ListFilterOf<C>, ListSortOf<C>>[];
