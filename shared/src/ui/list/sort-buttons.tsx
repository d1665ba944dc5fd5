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
    active === order ? token.colorPrimary : token.colorTextQuaternary;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 0 }}>
      <Button
        type="text"
        size="small"
        aria-label={`Sorteer ${title} oplopend`}
        aria-pressed={active === 'asc'}
        onClick={() => onSort('asc')}
        style={{ height: 12, minWidth: 16, padding: 0 }}
        icon={<CaretUpFilled style={{ fontSize: 10, color: color('asc') }} />}
      />
      <Button
        type="text"
        size="small"
        aria-label={`Sorteer ${title} aflopend`}
        aria-pressed={active === 'desc'}
        onClick={() => onSort('desc')}
        style={{ height: 12, minWidth: 16, padding: 0 }}
        icon={<CaretDownFilled style={{ fontSize: 10, color: color('desc') }} />}
      />
    </span>
  );
}
