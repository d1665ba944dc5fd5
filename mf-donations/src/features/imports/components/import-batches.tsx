/**
 * The recorded imports (issue 17), newest first: who imported which file when, how many donors
 * and fields changed — and, for an administrator, the rollback of a batch in one click (refused
 * with the api's message when a field was changed again since).
 */
import { describeBody, ApiError, ERROR_MESSAGES } from '@veldwerk/shared/client';
import { IMPORT_MESSAGES, type ImportBatch } from '@veldwerk/shared/domain';
import { App, Button, Popconfirm, Table, Tag, Typography } from 'antd';

import { useImportBatches, useRollback } from '../api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('nl-NL', { dateStyle: 'short', timeStyle: 'short' });

export function ImportBatches() {
  const { message, modal } = App.useApp();
  const batches = useImportBatches();
  const rollback = useRollback();
  const roll = (batch: ImportBatch) =>
    rollback.mutate(batch.id, {
      onSuccess: () => void message.success(IMPORT_MESSAGES.rolledBack(batch.id)),
      onError: (error) =>
        void modal.error({
          title: 'Terugdraaien mislukt',
          content:
            error instanceof ApiError
              ? (describeBody(error.body) ?? error.message)
              : ERROR_MESSAGES.network,
        }),
    });
  return (
    <section aria-labelledby="import-batches-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="import-batches-title" style={{ fontSize: 18 }}>
        Eerdere imports
      </Typography.Title>
      <Table<ImportBatch>
        size="small"
        rowKey="id"
        loading={batches.isLoading}
        dataSource={batches.data?.results ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        // The default placeholder grey is below the contrast minimum.
        locale={{ emptyText: <Typography.Text>Nog geen imports</Typography.Text> }}
        scroll={{ x: true }}
        columns={[
          { title: 'Nr.', dataIndex: 'id', width: 64 },
          { title: 'Datum', dataIndex: 'created_at', render: when },
          {
            title: 'Door',
            dataIndex: 'actor_email',
            render: (email: string | null) => email ?? '—',
          },
          { title: 'Bestand', dataIndex: 'file_name' },
          { title: 'Regels', dataIndex: 'rows' },
          { title: 'Donateurs', dataIndex: 'donations' },
          { title: 'Velden', dataIndex: 'changes' },
          {
            title: 'Status',
            key: 'status',
            render: (_: unknown, batch) =>
              batch.rolled_back_at !== null ? (
                <Tag>Teruggedraaid {when(batch.rolled_back_at)}</Tag>
              ) : (
                <Popconfirm
                  title={`Import ${batch.id} terugdraaien?`}
                  description="Elk gewijzigd veld krijgt zijn vorige waarde terug."
                  okText="Terugdraaien"
                  cancelText="Annuleren"
                  onConfirm={() => roll(batch)}
                >
                  <Button
                    size="small"
                    danger
                    loading={rollback.isPending && rollback.variables === batch.id}
                  >
                    Terugdraaien
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </section>
  );
}
