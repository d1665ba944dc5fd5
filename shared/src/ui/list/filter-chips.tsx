/**
 * The active filters of a list as removable chips above the table ("Status: Actief ×"), so a
 * filter set in a column's popover (or restored from a link) is never invisible.
 */
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button, Tag } from 'antd';

import { isFilterActive, type FilterValue } from '../../domain';
import type { ListColumn } from './list-column';

export const FILTER_CHIP_TEXTS = {
  label: 'Actieve filters',
  remove: (text: string) => `Filter ${text} verwijderen`,
  yes: 'Ja',
  no: 'Nee',
} as const;

/** The filter's value as the user chose it (option labels, the named record, dates). */
export function filterValueText<Row>(
  column: ListColumn<Row>,
  value: FilterValue,
  rows: readonly Row[],
): string {
  const filter = column.filter;
  const plain = (item: FilterValue): string =>
    typeof item === 'object' && !Array.isArray(item)
      ? `${item.from ?? '…'} – ${item.to ?? '…'}`
      : Array.isArray(item)
        ? item.join(', ')
        : String(item);
  if (filter === undefined) return plain(value);
  if (Array.isArray(value) || filter.kind === 'in' || filter.kind === 'eq') {
    const values = Array.isArray(value) ? value : [plain(value)];
    const options = 'options' in filter ? filter.options : [];
    return values
      .map((item) => options.find((option) => String(option.value) === item)?.label ?? item)
      .join(', ');
  }
  if (filter.kind === 'bool') {
    return value === true || value === 'true'
      ? (filter.trueLabel ?? FILTER_CHIP_TEXTS.yes)
      : (filter.falseLabel ?? FILTER_CHIP_TEXTS.no);
  }
  if (filter.kind === 'number') {
    const row = rows[0];
    return row === undefined ? `Nr. ${plain(value)}` : column.text(row);
  }
  return plain(value);
}

export interface FilterChipsProps<Row> {
  columns: readonly ListColumn<Row>[];
  filters: Partial<Record<string, FilterValue>>;
  rows: readonly Row[];
  onRemove: (field: string) => void;
}

export function FilterChips<Row>({ columns, filters, rows, onRemove }: FilterChipsProps<Row>) {
  const chips = columns.flatMap((column) => {
    const field = column.filter?.field;
    if (field === undefined) return [];
    const value = filters[field];
    if (value === undefined || !isFilterActive(value)) return [];
    return [{ field, text: `${column.title}: ${filterValueText(column, value, rows)}` }];
  });
  if (chips.length === 0) return null;
  return (
    <ul
      aria-label={FILTER_CHIP_TEXTS.label}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        listStyle: 'none',
        margin: '0 0 12px',
        padding: 0,
      }}
    >
      {chips.map((chip) => (
        <li key={chip.field}>
          <Tag style={{ fontSize: 14, padding: '0 0 0 8px', marginInlineEnd: 0 }}>
            {chip.text}
            <Button
              type="text"
              size="small"
              aria-label={FILTER_CHIP_TEXTS.remove(chip.text)}
              icon={<CloseOutlined aria-hidden />}
              onClick={() => onRemove(chip.field)}
              style={{ marginInlineStart: 2 }}
            />
          </Tag>
        </li>
      ))}
    </ul>
  );
}
