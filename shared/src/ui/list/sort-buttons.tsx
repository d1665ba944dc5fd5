/** Ascending and descending sort buttons of a sortable column (spec §2). */
import CaretDownFilled from '@ant-design/icons/CaretDownFilled';
import CaretUpFilled from '@ant-design/icons/CaretUpFilled';
import { Button, theme } from 'antd';

import type { SortOrder } from '../../domain';

export interface SortButtonsProps {
  title: string;
  /** The column's current order, or null when the list is sorted on another column. */
  active: SortOrder | null;
  onSort: (order: SortOrder) => void;
}

export function SortButtons({ title, active, onSort }: SortButtonsProps) {
  const { token } = theme.useToken();
  const color = (order: SortOrder) =>
    active === order ? token.colorPrimary : token.colorTextTertiary;
  return (
    // Side by side, each 24 px square: a target a finger and a pointer hit (WCAG 2.5.8).
    <span style={{ display: 'inline-flex', gap: 2 }}>
      <Button
        type="text"
        size="small"
        aria-label={`Sorteer ${title} oplopend`}
        aria-pressed={active === 'asc'}
        onClick={() => onSort('asc')}
        style={{ height: 24, width: 24, minWidth: 24, padding: 0 }}
        icon={<CaretUpFilled aria-hidden style={{ fontSize: 12, color: color('asc') }} />}
      />
      <Button
        type="text"
        size="small"
        aria-label={`Sorteer ${title} aflopend`}
        aria-pressed={active === 'desc'}
        onClick={() => onSort('desc')}
        style={{ height: 24, width: 24, minWidth: 24, padding: 0 }}
        icon={<CaretDownFilled aria-hidden style={{ fontSize: 12, color: color('desc') }} />}
      />
    </span>
  );
}
