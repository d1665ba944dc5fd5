/** The header row of a kit list: titles, sort buttons and filter dropdowns. */
import { theme } from 'antd';

import type { FilterValue, SortOrder } from '../../domain';
import { ColumnFilterButton } from './column-filter';
import type { ListColumn } from './list-column';
import { SortButtons } from './sort-buttons';

export const HEADER_HEIGHT = 44;

export interface ListHeaderProps<Row> {
  columns: readonly ListColumn<Row>[];
  template: string;
  sort: string;
  order: SortOrder;
  onSort: (field: string, order: SortOrder) => void;
  filters: Partial<Record<string, FilterValue>>;
  onFilter: (field: string, value: FilterValue | undefined) => void;
  /** Names of the ids chosen in `number` filters, by filter field (`numberFilterLabels`). */
  filterLabels?: Partial<Record<string, string>>;
}

/**
 * The names of the ids chosen in `number` filters: a list filtered on an id shows only that
 * record's rows, so the filter column's text of a loaded row names it ("Kustwacht", not "Nr. 5").
 */
export function numberFilterLabels<Row>(
  columns: readonly ListColumn<Row>[],
  rows: readonly Row[],
  filters: Partial<Record<string, FilterValue>>,
): Partial<Record<string, string>> {
  const labels: Partial<Record<string, string>> = {};
  const first = rows[0];
  if (first === undefined) return labels;
  for (const column of columns) {
    const filter = column.filter;
    if (filter?.kind !== 'number' || typeof filters[filter.field] !== 'number') continue;
    const text = column.text(first).trim();
    if (text !== '') labels[filter.field] = text;
  }
  return labels;
}

export function ListHeader<Row>({
  columns,
  template,
  sort,
  order,
  onSort,
  filters,
  onFilter,
  filterLabels = {},
}: ListHeaderProps<Row>) {
  const { token } = theme.useToken();
  return (
    <div
      role="rowgroup"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        // Opaque: rows scroll underneath the sticky header.
        backgroundColor: token.colorBgContainer,
        backgroundImage: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter})`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <div
        role="row"
        aria-rowindex={1}
        style={{ display: 'grid', gridTemplateColumns: template, height: HEADER_HEIGHT }}
      >
        {columns.map((column) => {
          const sorted = column.sort !== undefined && column.sort === sort ? order : null;
          return (
            <div
              key={column.key}
              role="columnheader"
              aria-sort={
                column.sort === undefined
                  ? undefined
                  : sorted === 'asc'
                    ? 'ascending'
                    : sorted === 'desc'
                      ? 'descending'
                      : 'none'
              }
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 4,
                padding: '0 8px 0 12px',
                fontWeight: 600,
                minWidth: 0,
                justifyContent: column.align === 'right' ? 'flex-end' : undefined,
              }}
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {column.title}
              </span>
              {column.sort !== undefined && (
                <SortButtons
                  title={column.title}
                  active={sorted}
                  onSort={(next) => onSort(column.sort ?? '', next)}
                />
              )}
              {column.filter !== undefined && (
                <ColumnFilterButton
                  title={column.title}
                  filter={column.filter}
                  value={filters[column.filter.field]}
                  valueLabel={filterLabels[column.filter.field]}
                  onChange={(value) => onFilter(column.filter?.field ?? '', value)}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
