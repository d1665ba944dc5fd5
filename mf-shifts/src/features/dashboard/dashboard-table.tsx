/** The figures of one chart as a table: per week and branch, sales coach or trainee. */
import {
  approvedShare,
  donorsPerHour,
  dateOf,
  type ShiftDashboardRow,
} from '@veldwerk/shared/domain';
import { Typography } from 'antd';

const decimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('nl-NL', { style: 'percent', maximumFractionDigits: 0 });

export const formatDecimal = (value: number | null) =>
  value === null ? '—' : decimal.format(value);
export const formatPercent = (value: number | null) =>
  value === null ? '—' : percent.format(value);

const cell = { padding: '6px 8px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;
const numeric = { ...cell, textAlign: 'right' } as const;

export function DashboardTable({
  caption,
  groupLabel,
  rows,
}: {
  caption: string;
  groupLabel: string;
  rows: readonly ShiftDashboardRow[];
}) {
  if (rows.length === 0) {
    return (
      <Typography.Paragraph type="secondary">
        Geen werkbriefjes in deze periode.
      </Typography.Paragraph>
    );
  }
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard scrolls it too.
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${caption}, tabel`}>
      <table
        aria-label={caption}
        style={{ borderCollapse: 'collapse', width: '100%', minWidth: 560 }}
      >
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Week van</th>
            <th style={{ ...cell, textAlign: 'left' }}>{groupLabel}</th>
            <th style={numeric}>Werkbriefjes</th>
            <th style={numeric}>Uren</th>
            <th style={numeric}>Checks</th>
            <th style={numeric}>Donateurs per uur</th>
            <th style={numeric}>Goedgekeurd</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.week}-${row.key}`}>
              <td style={cell}>{dateOf(row.week)}</td>
              <td style={cell}>{row.label}</td>
              <td style={numeric}>{row.shifts}</td>
              <td style={numeric}>{row.hours}</td>
              <td style={numeric}>{row.checks}</td>
              <td style={numeric}>{formatDecimal(donorsPerHour(row))}</td>
              <td style={numeric}>{formatPercent(approvedShare(row))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
