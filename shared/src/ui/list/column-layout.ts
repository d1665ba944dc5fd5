/**
 * The user's column layout (order and visibility) applied to a screen's column definitions.
 * Stored preferences name columns by key: unknown keys are ignored (a column was removed),
 * columns missing from the preferences (added since) follow the stored ones with their default
 * visibility.
 */
import type { ColumnPreference } from '../../domain';
import type { ListColumn } from './list-column';

export interface ColumnState {
  key: string;
  title: string;
  visible: boolean;
}

export function columnStates<Row>(
  columns: readonly ListColumn<Row>[],
  stored: readonly ColumnPreference[],
): ColumnState[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const states: ColumnState[] = [];
  const seen = new Set<string>();
  for (const preference of stored) {
    const column = byKey.get(preference.key);
    if (column === undefined || seen.has(column.key)) continue;
    seen.add(column.key);
    states.push({ key: column.key, title: column.title, visible: preference.visible });
  }
  for (const column of columns) {
    if (seen.has(column.key)) continue;
    states.push({ key: column.key, title: column.title, visible: column.defaultHidden !== true });
  }
  return states;
}

/** The columns to draw, in the user's order. At least one column always shows. */
export function visibleColumns<Row, C extends ListColumn<Row>>(
  columns: readonly C[],
  states: readonly ColumnState[],
): C[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const visible = states
    .filter((state) => state.visible)
    .map((state) => byKey.get(state.key))
    .filter((column): column is C => column !== undefined);
  const first = columns[0];
  return visible.length > 0 || first === undefined ? visible : [first];
}

/** Moves the item at `from` to `to` (both clamped). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
