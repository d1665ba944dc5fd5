/**
 * `/shifts/dashboard/` (beyond the spec, what team leaders ask for): per week, donors per hour
 * by branch, by sales coach and by trainee, and the share of checks that became approved
 * donations, as charts with the figures underneath. The filters live in the URL.
 */
import {
  SHIFT_DASHBOARD_GROUPS,
  SHIFT_DASHBOARD_GROUP_LABELS,
  approvedShare,
  dateOf,
  donorsPerHour,
  type ShiftDashboardGroup,
  type ShiftDashboardRow,
} from '@veldwerk/shared/domain';
import { AutocompleteSelect, PageHeader, QueryState } from '@veldwerk/shared/ui';
import { Button, Card, DatePicker, Form, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { links } from '../../paths';
import { useBranches } from '../shifts/api';
import { useShiftDashboard } from './api';
import { BarChart } from './bar-chart';
import { DashboardTable } from './dashboard-table';

const TITLES: Record<ShiftDashboardGroup, string> = {
  hq: 'Per vestiging',
  sales_coach: 'Per salescoach',
  employee: 'Per proefdagkandidaat',
};
const DISPLAY_FORMAT = 'DD/MM/YYYY';
const dayOf = (iso: string | undefined) => (iso === undefined ? null : dayjs(iso));
const isoOf = (value: Dayjs | null) => (value === null ? null : value.format('YYYY-MM-DD'));

/** A chart shows the most productive entries; the table lists them all. */
const MAX_SERIES = 8;

function seriesOf(
  rows: readonly ShiftDashboardRow[],
  value: (row: ShiftDashboardRow) => number | null,
) {
  const weeks = [...new Set(rows.map((row) => row.week))].sort();
  const totals = new Map<string, { name: string; checks: number }>();
  for (const row of rows) {
    const total = totals.get(row.key) ?? { name: row.label, checks: 0 };
    total.checks += row.checks;
    totals.set(row.key, total);
  }
  const keys = [...totals.entries()]
    .sort((a, b) => b[1].checks - a[1].checks)
    .slice(0, MAX_SERIES)
    .map(([key]) => key);
  return {
    categories: weeks.map((week) => dateOf(week)),
    series: keys.map((key) => ({
      name: totals.get(key)?.name ?? key,
      values: weeks.map((week) => {
        const row = rows.find((item) => item.week === week && item.key === key);
        return row === undefined ? null : value(row);
      }),
    })),
  };
}

function GroupCard({
  group,
  rows,
  extra,
}: {
  group: ShiftDashboardGroup;
  rows: readonly ShiftDashboardRow[];
  extra?: ReactNode;
}) {
  const chart = useMemo(() => seriesOf(rows, donorsPerHour), [rows]);
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {TITLES[group]}
        </Typography.Title>
      }
      style={{ marginBottom: 24 }}
    >
      {rows.length > 0 && (
        <BarChart
          label={`Donateurs per uur ${TITLES[group].toLowerCase()}, per week`}
          categories={chart.categories}
          series={chart.series}
        />
      )}
      {extra}
      <DashboardTable
        caption={TITLES[group]}
        groupLabel={SHIFT_DASHBOARD_GROUP_LABELS[group]}
        rows={rows}
      />
    </Card>
  );
}

function ApprovedChart({ rows }: { rows: readonly ShiftDashboardRow[] }) {
  const chart = useMemo(() => seriesOf(rows, approvedShare), [rows]);
  if (rows.length === 0) return null;
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Aandeel checks dat een goedgekeurde donatie werd
      </Typography.Title>
      <BarChart
        label="Aandeel goedgekeurde checks per vestiging, per week"
        categories={chart.categories}
        series={chart.series}
        percent
      />
    </>
  );
}

export default function ShiftDashboardPage() {
  const [params, setParams] = useSearchParams();
  const branches = useBranches();
  const filters = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    campaign: params.get('campaign') ?? undefined,
    hq: params.get('hq') ?? undefined,
  };
  const dashboard = useShiftDashboard({
    from: filters.from,
    to: filters.to,
    campaign: filters.campaign === undefined ? undefined : Number(filters.campaign),
    hq: filters.hq,
  });
  const setFilter = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const active = [...params.keys()].length > 0;

  return (
    <>
      <PageHeader
        title="Dashboard werkbriefjes"
        back={{ to: links.shifts(), label: 'Werkbriefjes' }}
      />
      <Form layout="vertical" component={false}>
        <Space wrap align="end" style={{ marginBottom: 16 }} role="search" aria-label="Filters">
          <Form.Item label="Van" htmlFor="dashboard-from" style={{ marginBottom: 0 }}>
            <DatePicker
              id="dashboard-from"
              format={DISPLAY_FORMAT}
              placeholder="dd/mm/jjjj"
              allowClear={false}
              value={dayOf(filters.from ?? dashboard.data?.from)}
              onChange={(value) => setFilter('from', isoOf(value))}
            />
          </Form.Item>
          <Form.Item label="Tot en met" htmlFor="dashboard-to" style={{ marginBottom: 0 }}>
            <DatePicker
              id="dashboard-to"
              format={DISPLAY_FORMAT}
              placeholder="dd/mm/jjjj"
              allowClear={false}
              value={dayOf(filters.to ?? dashboard.data?.to)}
              onChange={(value) => setFilter('to', isoOf(value))}
            />
          </Form.Item>
          <Form.Item
            label="Campagne"
            htmlFor="dashboard-campaign"
            style={{ marginBottom: 0, minWidth: 220 }}
          >
            <AutocompleteSelect
              id="dashboard-campaign"
              aria-invalid={false}
              resource="campaigns"
              value={filters.campaign === undefined ? null : Number(filters.campaign)}
              selectedLabel={dashboard.data?.campaign_name}
              placeholder="Alle campagnes"
              allowClear
              onChange={(value) => setFilter('campaign', value === null ? null : String(value))}
            />
          </Form.Item>
          <Form.Item
            label="Vestiging"
            htmlFor="dashboard-hq"
            style={{ marginBottom: 0, minWidth: 180 }}
          >
            <Select
              id="dashboard-hq"
              allowClear
              value={filters.hq ?? null}
              placeholder="Alle vestigingen"
              options={branches.all.map((hq) => ({ value: hq, label: hq }))}
              onChange={(value: string | null | undefined) => setFilter('hq', value ?? null)}
            />
          </Form.Item>
          <Button
            disabled={!active}
            onClick={() => setParams(new URLSearchParams(), { replace: true })}
          >
            Reset filters
          </Button>
        </Space>
      </Form>
      <QueryState query={dashboard} label="Dashboard">
        {(data) => (
          <>
            {SHIFT_DASHBOARD_GROUPS.map((group) => (
              <GroupCard
                key={group}
                group={group}
                rows={data[group]}
                extra={group === 'hq' ? <ApprovedChart rows={data.hq} /> : undefined}
              />
            ))}
          </>
        )}
      </QueryState>
    </>
  );
}
