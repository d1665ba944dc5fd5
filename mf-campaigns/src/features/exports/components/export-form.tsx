/**
 * The export's choices (spec §4 Export): the layout ("Geen export layout voor de geselecteerde
 * campagne." when there is none), only donors not exported yet (default), last_create, and the
 * two ticks. Without both it is a preview (the file downloads, nobody is marked); with both a
 * real export, after which the button stays disabled until a choice changes. A failure shows the
 * server's message and enables the button again (spec §8).
 */
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { downloadErrorMessage } from '@veldwerk/shared/client';
import {
  DONATION_STATE_LABELS,
  EXPORT_MESSAGES,
  donorName,
  type DonationListItem,
} from '@veldwerk/shared/domain';
import { isoToDisplayDate } from '@veldwerk/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, DatePicker, Form, Select, Switch, Table } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';

import { layouts } from '../../layouts/api';
import { donationExports, exportDonors, runExport } from '../api';
import { donorQuery, exportQuery, type ExportChoices, type ExportFilters } from './export-query';

const donorColumns = [
  { title: 'Referentie', dataIndex: 'reference_number', key: 'reference_number' },
  {
    title: 'Naam',
    key: 'name',
    render: (_: unknown, row: DonationListItem) => donorName(row),
  },
  {
    title: 'Status',
    key: 'state',
    render: (_: unknown, row: DonationListItem) => DONATION_STATE_LABELS[row.state],
  },
  {
    title: 'Aangemaakt',
    key: 'creation_date',
    render: (_: unknown, row: DonationListItem) => isoToDisplayDate(row.creation_date),
  },
  {
    title: 'Geëxporteerd',
    key: 'last_export_date',
    render: (_: unknown, row: DonationListItem) =>
      row.last_export_date === null ? 'Nee' : isoToDisplayDate(row.last_export_date),
  },
];

/** antd's empty-table text is too pale for WCAG contrast: the text colour instead. */
export function EmptyText({ children }: { children: string }) {
  return <span style={{ color: 'rgba(0, 0, 0, 0.72)' }}>{children}</span>;
}

export interface ExportFormProps {
  ids: { clientId: number; campaignId: number };
  filters: ExportFilters;
}

export function ExportForm({ ids, filters }: ExportFormProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const lastCreateId = useId();
  // The rows carry their fields (return_fields=1): the layouts resource parses full layouts.
  const layoutList = layouts.useList(
    {},
    { campaign: ids.campaignId, limit: 500, return_fields: 1 },
  );
  const available = layoutList.data?.results ?? [];
  const [choices, setChoices] = useState<ExportChoices>({
    layout: undefined,
    onlyNew: filters.exported !== true,
    lastCreate: '',
    fileChecked: false,
    markExported: false,
  });
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const firstLayout = available[0]?.id;
  useEffect(() => {
    if (choices.layout === undefined && firstLayout !== undefined)
      setChoices((current) => ({ ...current, layout: firstLayout }));
  }, [choices.layout, firstLayout]);

  const donors = exportDonors.useRead({ query: donorQuery(ids, filters, choices) });
  const real = choices.fileChecked && choices.markExported;
  const change = (patch: Partial<ExportChoices>) => {
    setChoices((current) => ({ ...current, ...patch }));
    setDone(false);
    setFailure(null);
  };

  const submit = async () => {
    setRunning(true);
    setFailure(null);
    setResult(null);
    try {
      const outcome = await runExport(exportQuery(ids, filters, choices), real);
      if (outcome.kind === 'sheet') {
        setResult(EXPORT_MESSAGES.sheetCreated(outcome.sheet.url));
      } else if (real) {
        setResult(`${EXPORT_MESSAGES.title}: "${outcome.filename}".`);
      } else {
        setResult(EXPORT_MESSAGES.previewed(outcome.filename));
      }
      if (real) {
        setDone(true);
        void message.success('Export voltooid');
        await donationExports.invalidate(queryClient);
      }
    } catch (error) {
      setFailure(downloadErrorMessage(error));
    } finally {
      setRunning(false);
    }
  };

  if (layoutList.isSuccess && available.length === 0) {
    return <Alert type="warning" showIcon message={EXPORT_MESSAGES.noLayouts} />;
  }

  return (
    <Card title="Exportbestand" size="small" style={{ marginBottom: 16 }}>
      <Form layout="vertical" component="div" style={{ maxWidth: 560 }}>
        <Form.Item label={EXPORT_MESSAGES.layoutLabel} htmlFor="export-layout" required>
          <Select
            id="export-layout"
            aria-label={EXPORT_MESSAGES.layoutLabel}
            loading={layoutList.isPending}
            value={choices.layout}
            onChange={(layout: number) => change({ layout })}
            options={available.map((layout) => ({
              value: layout.id,
              label: `${layout.name} (${layout.file_type})`,
            }))}
          />
        </Form.Item>
        <Form.Item>
          <Switch
            id="export-only-new"
            checked={choices.onlyNew}
            onChange={(onlyNew) => change({ onlyNew })}
            aria-label={EXPORT_MESSAGES.onlyNewLabel}
          />{' '}
          <label htmlFor="export-only-new">{EXPORT_MESSAGES.onlyNewLabel}</label>
        </Form.Item>
        <Form.Item label={EXPORT_MESSAGES.lastCreateLabel} htmlFor={lastCreateId}>
          <DatePicker
            id={lastCreateId}
            format="DD/MM/YYYY"
            placeholder="dd/mm/jjjj"
            value={choices.lastCreate === '' ? null : dayjs(choices.lastCreate)}
            onChange={(day) => change({ lastCreate: day ? day.format('YYYY-MM-DD') : '' })}
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Checkbox
            checked={choices.fileChecked}
            onChange={(event) => change({ fileChecked: event.target.checked })}
          >
            {EXPORT_MESSAGES.fileCheckedLabel}
          </Checkbox>
        </Form.Item>
        <Form.Item>
          <Checkbox
            checked={choices.markExported}
            onChange={(event) => change({ markExported: event.target.checked })}
          >
            {EXPORT_MESSAGES.markExportedLabel}
          </Checkbox>
        </Form.Item>
        <p>{real ? EXPORT_MESSAGES.realOnlyNew : EXPORT_MESSAGES.previewHint}</p>
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          disabled={choices.layout === undefined || running || done}
          loading={running}
          onClick={() => void submit()}
        >
          {real ? EXPORT_MESSAGES.exportButton : EXPORT_MESSAGES.previewButton}
        </Button>
        {failure !== null && (
          <Alert type="error" showIcon message={failure} style={{ marginTop: 12 }} role="alert" />
        )}
        {result !== null && (
          <Alert type="success" showIcon message={result} style={{ marginTop: 12 }} />
        )}
      </Form>
      <h2 style={{ fontSize: 18, marginTop: 24 }}>
        {EXPORT_MESSAGES.donorsTitle}
        {donors.data === undefined ? '' : ` (${donors.data.count ?? 0})`}
      </h2>
      <Table<DonationListItem>
        size="small"
        rowKey="id"
        loading={donors.isPending}
        columns={donorColumns}
        dataSource={donors.data?.results ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: <EmptyText>{EXPORT_MESSAGES.nothingToExport}</EmptyText> }}
      />
    </Card>
  );
}
