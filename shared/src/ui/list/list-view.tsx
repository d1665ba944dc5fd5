/**
 * A list screen of spec §2 in one component: toolbar (count, reset filters, copy, column chooser,
 * add button), per-column filters and sort buttons kept in the URL, the user's column layout
 * from the server, and infinite, virtualised rows that open their detail route.
 */
import { App } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { fillPath, type ListContract } from '../../domain';
import { useCan } from '../access/use-can';
import { visibleColumns } from './column-layout';
import { COPY_MAX_ROWS, copyText, tableToTsv } from './copy-table';
import { FilterChips } from './filter-chips';
import type { ListColumn } from './list-column';
import { ListTable } from './list-table';
import { LIST_TEXTS, ListToolbar } from './list-toolbar';
import { useInfiniteList } from './use-infinite-list';
import { useListPreferences } from './use-list-preferences';
import { useListUrlState } from './use-list-url-state';

export interface ListViewProps<Row, F extends string, S extends string> {
  contract: ListContract<F, S>;
  columns: readonly ListColumn<Row, F, S>[];
  rowKey: (row: Row) => string | number;
  /** Aria label of the table ("Klanten"). */
  label: string;
  /** The route a row opens (click or Enter). */
  detailPath?: (row: Row) => string;
  /** Values of the contract path's placeholders (`{clientId: 4}`). */
  pathParams?: Readonly<Record<string, string | number>>;
  /** Extra parameters of every list call (`{return_fields: 1}`). */
  extraQuery?: Readonly<Record<string, string | number | string[]>>;
  /** Route of the add button, shown only when the user may POST to the list's path. */
  createTo?: string;
  createLabel?: string;
  toolbarExtra?: ReactNode;
  /** Maximum height of the scrolling area; default fills the window below the toolbar. */
  height?: number | string;
}

export function ListView<Row, F extends string, S extends string>({
  contract,
  columns,
  rowKey,
  label,
  detailPath,
  pathParams,
  extraQuery,
  createTo,
  createLabel,
  toolbarExtra,
  height = 'calc(100vh - 260px)',
}: ListViewProps<Row, F, S>) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const url = useListUrlState(contract);
  const list = useInfiniteList<Row, F, S>({ contract, view: url.view, pathParams, extraQuery });
  const preferences = useListPreferences<Row>(contract.resource, columns);
  const shown = useMemo(
    () => visibleColumns<Row, ListColumn<Row, F, S>>(columns, preferences.states),
    [columns, preferences.states],
  );
  const mayCreate = useCan('POST', fillPath(contract.path, pathParams));
  // The user's column layout first: drawing the default columns and then the user's would make
  // the table jump on every load (a failed read settles too, and shows the defaults).
  const layoutKnown = preferences.loaded;

  const rows = layoutKnown ? list.rows : [];
  const [copying, setCopying] = useState(false);
  /** Every row of the current filter (fetched page by page, up to COPY_MAX_ROWS), then copied. */
  const onCopy = async () => {
    setCopying(true);
    try {
      let pages = list.data?.pages ?? [];
      let more = list.hasNextPage;
      const loaded = () => pages.reduce((sum, page) => sum + page.results.length, 0);
      while (more && loaded() < COPY_MAX_ROWS) {
        const next = await list.fetchNextPage();
        if (next.isError || next.data === undefined) break;
        pages = next.data.pages;
        more = next.hasNextPage;
      }
      const all = pages.flatMap((page) => page.results).slice(0, COPY_MAX_ROWS);
      await copyText(tableToTsv(shown, all));
      const total = list.count ?? all.length;
      void message.success(
        all.length < total
          ? LIST_TEXTS.copiedPart(all.length, total)
          : LIST_TEXTS.copied(all.length),
      );
    } catch (error) {
      console.error('Copy to clipboard failed', error);
      void message.error(LIST_TEXTS.copyFailed);
    } finally {
      setCopying(false);
    }
  };

  const { fetchNextPage, refetch } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const open = detailPath ? (row: Row) => void navigate(detailPath(row)) : undefined;

  return (
    <section aria-label={label}>
      <ListToolbar
        count={list.count}
        countCapped={list.countCapped}
        filtered={url.filtered}
        onResetFilters={url.resetFilters}
        onCopy={() => void onCopy()}
        copyDisabled={rows.length === 0}
        copying={copying}
        columns={preferences.states}
        onColumnsChange={preferences.save}
        onColumnsReset={preferences.reset}
        createTo={mayCreate ? createTo : undefined}
        createLabel={createLabel}
        extra={toolbarExtra}
      />
      <FilterChips<Row>
        columns={columns}
        filters={url.view.filters}
        rows={rows}
        onRemove={(field) => url.setFilter(field as F, undefined)}
      />
      <ListTable<Row>
        label={label}
        columns={layoutKnown ? shown : []}
        rows={rows}
        count={list.countCapped ? undefined : list.count}
        rowKey={rowKey}
        onOpen={open}
        sort={url.view.sort}
        order={url.view.order}
        onSort={(field, order) => url.setSort(field as S, order)}
        filters={url.view.filters}
        onFilter={(field, value) => url.setFilter(field as F, value)}
        loading={!layoutKnown || (list.isFetching && (list.isLoading || list.isFetchingNextPage))}
        busy={list.isFetching}
        failed={list.isError}
        hasMore={layoutKnown && list.hasNextPage}
        loadMore={loadMore}
        retry={retry}
        height={height}
      />
    </section>
  );
}
