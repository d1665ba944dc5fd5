/** The campaign's recorded real exports, newest first, each downloadable again byte for byte. */
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { downloadErrorMessage } from '@veldwerk/shared/client';
import { EXPORT_MESSAGES, type ExportBatch } from '@veldwerk/shared/domain';
import { App, Button, Card, Table } from 'antd';

import { downloadBatch, exportBatches } from '../api';
import { EmptyText } from './export-form';

const when = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  dateStyle: 'short',
  timeStyle: 'short',
});

export function BatchList({ campaignId }: { campaignId: number }) {
  const { message } = App.useApp();
  const batches = exportBatches.useRead({ campaign: campaignId });
  const again = async (batch: ExportBatch) => {
    try {
      await downloadBatch(batch.id);
    } catch (error) {
      void message.error(downloadErrorMessage(error));
    }
  };
  return (
    <Card title={EXPORT_MESSAGES.batchesTitle} size="small" style={{ marginBottom: 16 }}>
      <Table<ExportBatch>
        size="small"
        rowKey="id"
        loading={batches.isPending}
        dataSource={batches.data?.results ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: <EmptyText>{EXPORT_MESSAGES.noBatches}</EmptyText> }}
        columns={[
          {
            title: 'Datum',
            key: 'created_at',
            render: (_, batch) => when.format(new Date(batch.created_at)),
          },
          { title: 'Door', dataIndex: 'created_by', key: 'created_by' },
          { title: 'Layout', dataIndex: 'layout_name', key: 'layout_name' },
          { title: 'Bestand', dataIndex: 'file_name', key: 'file_name' },
          { title: 'Donateurs', dataIndex: 'donation_count', key: 'donation_count' },
          {
            title: 'Controlegetal',
            key: 'checksum',
            render: (_, batch) => <code title={batch.checksum}>{batch.checksum.slice(0, 12)}</code>,
          },
          {
            title: 'Downloaden',
            key: 'download',
            render: (_, batch) => (
              <Button
                size="small"
                icon={<DownloadOutlined aria-hidden />}
                onClick={() => void again(batch)}
                aria-label={`${EXPORT_MESSAGES.redownload}: ${batch.file_name}`}
              >
                {EXPORT_MESSAGES.redownload}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
