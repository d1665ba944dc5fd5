/**
 * The body of a kit list: rows rendered virtualised (only what is on screen, so 10,000 loaded
 * rows scroll smoothly), a spinner row while a page loads, an end-marker row at the end, and the
 * next page asked when the user scrolls within 500 px of the bottom (spec §2, §9).
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Spin, theme } from 'antd';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

import { SCROLL_TRIGGER_PX, type FilterValue, type SortOrder } from '../../domain';
import { HEADER_HEIGHT, ListHeader, numberFilterLabels } from './list-header';
import { DEFAULT_COLUMN_WIDTH, type ListColumn } from './list-column';
import { LIST_TEXTS } from './list-toolbar';

export const ROW_HEIGHT = 40;

export interface ListTableProps<Row> {
  label: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  count: number | undefined;
  rowKey: (row: Row) => string | number;
  onOpen?: (row: Row) => void;
  sort: string;
  order: SortOrder;
  onSort: (field: string, order: SortOrder) => void;
  filters: Partial<Record<string, FilterValue>>;
  onFilter: (field: string, value: FilterValue | undefined) => void;
  loading: boolean;
  /** A page is being fetched (also in the background): do not ask for another. */
  busy: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  height: number | string;
}

/** Clicks on a link or control inside a row are theirs, not the row's. */
function fromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const control = target.closest('a, button, input, select, textarea, [role="button"]');
  return control !== null && control !== event.currentTarget;
}

export function ListTable<Row>({
  label,
  columns,
  rows,
  count,
  rowKey,
  onOpen,
  sort,
  order,
  onSort,
  filters,
  onFilter,
  loading,
  busy,
  failed,
  hasMore,
  loadMore,
  retry,
  height,
}: ListTableProps<Row>) {
  const { token } = theme.useToken();
  const scrollRef = useRef<HTMLDivElement>(null);
  const template = columns.map((column) => column.width ?? DEFAULT_COLUMN_WIDTH).join(' ');
  const filterLabels = useMemo(
    () => numberFilterLabels(columns, rows, filters),
    [columns, rows, filters],
  );
  const virtualizer = useVirtualizer({
    count: rows.length + 1,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: HEADER_HEIGHT,
    // jsdom and the first paint have no layout yet; the observer corrects it right after.
    initialRect: { width: 1000, height: 600 },
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? '__status' : rowKey(row);
    },
  });

  const checkNearEnd = useCallback(() => {
    const element = scrollRef.current;
    if (element === null || !hasMore || busy || failed) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (distance < SCROLL_TRIGGER_PX) loadMore();
  }, [hasMore, busy, failed, loadMore]);

  // A short first page (or a tall screen) is "near the end" without any scrolling.
  useEffect(() => checkNearEnd(), [checkNearEnd, rows.length]);

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    virtualizer.scrollToIndex(target);
    requestAnimationFrame(() =>
      scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${target}"]`)?.focus(),
    );
  };

  const onRowKey = (event: KeyboardEvent<HTMLDivElement>, row: Row, index: number) => {
    if (fromControl(event)) return;
    if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(row);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusRow(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusRow(index - 1);
    }
  };

  const items = virtualizer.getVirtualItems();
  const minWidth = columns.length * 140;

  const statusRow = () => {
    if (loading)
      return (
        <span role="status">
          <Spin size="small" /> {LIST_TEXTS.loading}
        </span>
      );
    if (failed)
      return (
        <span role="alert">
          De lijst kon niet geladen worden.{' '}
          <Button size="small" onClick={retry}>
            Opnieuw proberen
          </Button>
        </span>
      );
    if (rows.length === 0) return LIST_TEXTS.empty;
    if (!hasMore) return LIST_TEXTS.end;
    return null;
  };

  return (
    <div
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
        background: token.colorBgContainer,
      }}
    >
      <style>
        {`.veldwerk-list-row:hover{background:${token.colorFillAlter}}.veldwerk-list-row:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:-2px}` +
          // The keyboard's "hover": in the focused row a cell cut off with "…" unfolds over the
          // rows below it, so its whole text is readable without a mouse.
          // (!important: the cells' own inline style says nowrap.)
          `.veldwerk-list-row:focus-visible>[role=cell]{white-space:normal!important;overflow-wrap:anywhere;align-self:start;min-height:100%;padding-top:${(ROW_HEIGHT - 22) / 2}px;padding-bottom:${(ROW_HEIGHT - 22) / 2}px;position:relative;z-index:1;background:${token.colorBgContainer}}`}
      </style>
      <div
        ref={scrollRef}
        data-list-scroll=""
        onScroll={checkNearEnd}
        style={{ maxHeight: height, minHeight: 160, overflow: 'auto', position: 'relative' }}
      >
        <div
          role="table"
          aria-label={label}
          aria-rowcount={count === undefined ? -1 : count + 1}
          style={{ minWidth }}
        >
          <ListHeader
            columns={columns}
            template={template}
            sort={sort}
            order={order}
            onSort={onSort}
            filters={filters}
            onFilter={onFilter}
            filterLabels={filterLabels}
          />
          <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index];
              const style = {
                position: 'absolute' as const,
                top: 0,
                left: 0,
                width: '100%',
                height: ROW_HEIGHT,
                transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
              };
              if (row === undefined) {
                const content = statusRow();
                return (
                  <div key={item.key} role="row" style={{ ...style, borderBottom: 'none' }}>
                    <div
                      role="cell"
                      style={{
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        height: ROW_HEIGHT,
                        color: token.colorTextSecondary,
                      }}
                    >
                      {content}
                    </div>
                  </div>
                );
              }
              return (
                <div
                  key={item.key}
                  role="row"
                  tabIndex={0}
                  aria-rowindex={item.index + 2}
                  data-row-index={item.index}
                  className="veldwerk-list-row"
                  onClick={(event) => {
                    if (!fromControl(event)) onOpen?.(row);
                  }}
                  onKeyDown={(event) => onRowKey(event, row, item.index)}
                  style={{
                    ...style,
                    display: 'grid',
                    gridTemplateColumns: template,
                    alignItems: 'center',
                    cursor: onOpen ? 'pointer' : undefined,
                  }}
                >
                  {columns.map((column) => (
                    <div
                      key={column.key}
                      role="cell"
                      // A cell cut off with "…" shows its whole text on hover (and in the
                      // focused row, see the style above).
                      title={column.text(row)}
                      style={{
                        padding: '0 12px',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        textAlign: column.align,
                        minWidth: 0,
                      }}
                    >
                      {column.render ? column.render(row) : column.text(row)}
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
