/** The list toolbar of spec §2: count, reset filters, copy, column chooser, add button. */
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

import { LinkButton } from '../common/link-button';
import { ColumnChooser } from './column-chooser';
import type { ColumnState } from './column-layout';

export const LIST_TEXTS = {
  results: (count: number) => `${count} ${count === 1 ? 'resultaat' : 'resultaten'}`,
  /** A list that counts up to a cap and has more. */
  resultsAtLeast: (count: number) => `Meer dan ${count.toLocaleString('nl-NL')} resultaten`,
  resetFilters: 'Filters wissen',
  copy: 'Kopieer tabel',
  copied: (rows: number) => `${rows} ${rows === 1 ? 'rij' : 'rijen'} gekopieerd naar het klembord`,
  /** Fewer rows than the filter has: said plainly. */
  copiedPart: (rows: number, total: number) =>
    `${rows} van de ${total} rijen gekopieerd naar het klembord`,
  copying: 'Rijen ophalen...',
  copyFailed: 'Kopiëren naar het klembord is mislukt',
  add: 'Toevoegen',
  loading: 'Laden...',
  end: 'Einde van de lijst',
  empty: 'Geen resultaten',
} as const;

export interface ListToolbarProps {
  count: number | undefined;
  /** More rows match than `count` (the api stopped counting at its cap). */
  countCapped?: boolean;
  filtered: boolean;
  onResetFilters: () => void;
  onCopy: () => void;
  copyDisabled: boolean;
  /** Fetching the remaining pages for the copy. */
  copying?: boolean;
  columns: readonly ColumnState[];
  onColumnsChange: (columns: ColumnState[]) => void;
  onColumnsReset: () => void;
  /** Route of the add button; no button when undefined. */
  createTo?: string;
  createLabel?: string;
  extra?: ReactNode;
}

export function ListToolbar({
  count,
  countCapped = false,
  filtered,
  onResetFilters,
  onCopy,
  copyDisabled,
  copying = false,
  columns,
  onColumnsChange,
  onColumnsReset,
  createTo,
  createLabel = LIST_TEXTS.add,
  extra,
}: ListToolbarProps) {
  return (
    <div
      role="toolbar"
      aria-label="Lijstacties"
      style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}
    >
      <Typography.Text role="status" aria-live="polite" style={{ minWidth: 110 }}>
        {count === undefined
          ? LIST_TEXTS.loading
          : countCapped
            ? LIST_TEXTS.resultsAtLeast(count)
            : LIST_TEXTS.results(count)}
      </Typography.Text>
      <Space wrap style={{ marginLeft: 'auto' }}>
        {extra}
        <Button icon={<UndoOutlined aria-hidden />} disabled={!filtered} onClick={onResetFilters}>
          {LIST_TEXTS.resetFilters}
        </Button>
        <Button
          icon={<CopyOutlined aria-hidden />}
          disabled={copyDisabled}
          loading={copying}
          onClick={onCopy}
        >
          {LIST_TEXTS.copy}
        </Button>
        <ColumnChooser columns={columns} onChange={onColumnsChange} onReset={onColumnsReset} />
        {createTo !== undefined && (
          <LinkButton to={createTo} type="primary" icon={<PlusOutlined aria-hidden />}>
            {createLabel}
          </LinkButton>
        )}
      </Space>
    </div>
  );
}
