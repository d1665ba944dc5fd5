/**
 * Fields side by side on a wide screen, one under the other on a phone (under 576 px, antd's
 * `sm`): the one grid of every form instead of inline style objects.
 *
 *   <FormGrid>…fields…</FormGrid>                       auto-fit columns of at least 240 px
 *   <FormGrid columns="1fr 1fr auto" gap={16}>…</FormGrid>  a fixed template
 */
import { Grid } from 'antd';
import type { ReactNode } from 'react';

export interface FormGridProps {
  /** Narrowest column in px (auto-fit), or a `grid-template-columns` template. */
  columns?: number | string;
  /** Space between columns in px. */
  gap?: number;
  /** Space between rows in px (fields bring their own margin; cards do not). */
  rowGap?: number;
  children: ReactNode;
  role?: string;
  'aria-label'?: string;
}

/** Below this width (antd `sm`) every form grid is one column. */
export const FORM_GRID_ONE_COLUMN_BELOW = 576;

export function FormGrid({ columns = 240, gap = 24, rowGap, children, ...aria }: FormGridProps) {
  const screens = Grid.useBreakpoint();
  const narrow = screens.sm === false;
  const template = narrow
    ? 'minmax(0, 1fr)'
    : typeof columns === 'number'
      ? `repeat(auto-fit, minmax(min(${columns}px, 100%), 1fr))`
      : columns;
  return (
    <div
      {...aria}
      style={{
        display: 'grid',
        gridTemplateColumns: template,
        columnGap: gap,
        rowGap,
        alignItems: 'start',
      }}
    >
      {children}
    </div>
  );
}
