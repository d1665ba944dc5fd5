/**
 * The answer of a preview or an import (spec §7): the totals, the reference numbers not found
 * or found twice, per field the new values with the donors they change, and every value that
 * breaks its rule with its line and field.
 */
import {
  IMPORT_COLUMN_LABELS,
  IMPORT_MESSAGES,
  type DonationImportResult,
} from '@veldwerk/shared/domain';
import { Alert, Descriptions, Table, Typography } from 'antd';

export interface ImportResultsProps {
  fileName: string;
  imported: boolean;
  answer: DonationImportResult;
}

const label = (field: string) => IMPORT_COLUMN_LABELS[field] ?? field;
const list = (values: readonly string[]) => (values.length === 0 ? '—' : values.join(', '));

export function ImportResults({ fileName, imported, answer }: ImportResultsProps) {
  const { results } = answer;
  const overwrites = Object.entries(results.overwrites).flatMap(([field, byValue]) =>
    Object.entries(byValue).map(([value, references]) => ({
      key: `${field}\u0000${value}`,
      field: label(field),
      value,
      references,
    })),
  );
  return (
    <section aria-label="Resultaat" style={{ marginTop: 24 }}>
      <Alert
        type={imported ? 'success' : 'info'}
        showIcon
        message={imported ? IMPORT_MESSAGES.imported(fileName) : IMPORT_MESSAGES.preview(fileName)}
        style={{ marginBottom: 16 }}
      />
      <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Regels">{results.total}</Descriptions.Item>
        <Descriptions.Item label={imported ? 'Gewijzigde donateurs' : 'Te wijzigen donateurs'}>
          {results.changed}
        </Descriptions.Item>
        <Descriptions.Item label="Niet gevonden">{list(results.unfound)}</Descriptions.Item>
        <Descriptions.Item label="Dubbele referentienummers">
          {list(results.double_reference_numbers)}
        </Descriptions.Item>
        {answer.batch !== null && (
          <Descriptions.Item label="Importnummer">{answer.batch}</Descriptions.Item>
        )}
      </Descriptions>
      {results.errors.length > 0 && (
        <>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            Ongeldige waarden
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey={(row) => `${row.line}-${row.field}`}
            dataSource={results.errors}
            columns={[
              { title: 'Regel', dataIndex: 'line', width: 80 },
              { title: 'Veld', dataIndex: 'field', render: (field: string) => label(field) },
              { title: 'Melding', dataIndex: 'message' },
            ]}
            scroll={{ x: true }}
          />
          {results.errors_truncated > 0 && (
            <Typography.Paragraph type="secondary">
              En nog {results.errors_truncated} andere.
            </Typography.Paragraph>
          )}
        </>
      )}
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 16 }}>
        Wijzigingen
      </Typography.Title>
      <Table
        size="small"
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        dataSource={overwrites}
        locale={{ emptyText: <Typography.Text>Geen wijzigingen</Typography.Text> }}
        columns={[
          { title: 'Veld', dataIndex: 'field' },
          { title: 'Nieuwe waarde', dataIndex: 'value' },
          {
            title: 'Referentienummers',
            dataIndex: 'references',
            render: (references: string[]) => `${references.length}: ${references.join(', ')}`,
          },
        ]}
        scroll={{ x: true }}
      />
    </section>
  );
}
