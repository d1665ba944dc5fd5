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
}

export function ListHeader<Row>({
  columns,
  template,
  sort,
  order,
  onSort,
  filters,
  onFilter,
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
