/**
 * A column's filter dropdown (spec §2: "Tables have per-column filter dropdowns"), one control
 * per filter kind of the list contract. The trigger shows whether the filter is set.
 */
import FilterFilled from '@ant-design/icons/FilterFilled';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Button, theme } from 'antd';
import { useState } from 'react';

import { isFilterActive, type FilterValue } from '../../domain';
import { KitPopover } from '../common/kit-popover';
import { FilterControl } from './filter-controls';
import type { ColumnFilter } from './list-column';

export interface ColumnFilterButtonProps {
  title: string;
  filter: ColumnFilter;
  value: FilterValue | undefined;
  /** The name of a chosen id (`number` filters). */
  valueLabel?: string;
  onChange: (value: FilterValue | undefined) => void;
}

export function ColumnFilterButton({
  title,
  filter,
  value,
  valueLabel,
  onChange,
}: ColumnFilterButtonProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const active = isFilterActive(value);
  const apply = (next: FilterValue | undefined, close: boolean) => {
    onChange(next !== undefined && isFilterActive(next) ? next : undefined);
    if (close) setOpen(false);
  };
  return (
    <KitPopover
      label={`Filter ${title}`}
      open={open}
      onOpenChange={setOpen}
      content={
        <div style={{ minWidth: 220 }}>
          <FilterControl
            title={title}
            filter={filter}
            value={value}
            valueLabel={valueLabel}
            onApply={apply}
          />
        </div>
      }
    >
      <Button
        type="text"
        size="small"
        aria-label={`Filter ${title}`}
        aria-expanded={open}
        icon={active ? <FilterFilled style={{ color: token.colorPrimary }} /> : <FilterOutlined />}
      />
    </KitPopover>
  );
}
