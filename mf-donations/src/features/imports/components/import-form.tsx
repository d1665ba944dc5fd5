/**
 * The import form of spec §5: a file is required; the csv options (encoding, delimiter,
 * enclosure) show only for a name ending in .csv; the title row; the column mapping (the
 * donation field of each column, reference_number identifying the donor — none: the title row's
 * names); "Bestand is gecontroleerd" turns the preview (check) into the import.
 */
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  donationImportDefaults,
  FIELD_DELIMITER_LABELS,
  FIELD_DELIMITERS,
  FIELD_ENCLOSURE_LABELS,
  FIELD_ENCLOSURES,
  IMPORT_COLUMN_LABELS,
  IMPORT_ENCODING_LABELS,
  IMPORT_ENCODINGS,
  isCsvFileName,
  type DonationImportFormValues,
} from '@veldwerk/shared/domain';
import { Button, Checkbox, Form, Select, Space, Typography } from 'antd';
import { useId, useState } from 'react';

export type ImportSubmit = Omit<DonationImportFormValues, 'file'> & { file: File };

export interface ImportFormProps {
  busy: boolean;
  onSubmit: (values: ImportSubmit) => void;
}

const COLUMN_OPTIONS = [
  { value: '', label: '(overslaan)' },
  ...Object.entries(IMPORT_COLUMN_LABELS).map(([value, label]) => ({
    value,
    label: `${label} (${value})`,
  })),
];

export function ImportForm({ busy, onSubmit }: ImportFormProps) {
  const ids = useId();
  const [values, setValues] = useState(donationImportDefaults);
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const set = <K extends keyof DonationImportFormValues>(
    key: K,
    value: DonationImportFormValues[K],
  ) => setValues((current) => ({ ...current, [key]: value }));
  const csv = isCsvFileName(file?.name);
  const fileError = touched && file === null ? 'Vereist veld' : undefined;

  return (
    <form
      aria-label="Wijzigingen importeren"
      style={{ maxWidth: 640 }}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (file !== null) onSubmit({ ...values, file });
      }}
    >
      <Form layout="vertical" component={false}>
        <Form.Item
          label="Bestand"
          required
          htmlFor={`${ids}-file`}
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? 'Een .csv-, .xlsx- of .ods-bestand.'}
        >
          <input
            id={`${ids}-file`}
            type="file"
            accept=".csv,.xlsx,.ods"
            aria-required
            onChange={(event) => {
              setTouched(true);
              setFile(event.target.files?.[0] ?? null);
            }}
          />
        </Form.Item>
        {csv && (
          <Space wrap size="middle" align="start">
            <Form.Item label="Codering" htmlFor={`${ids}-encoding`}>
              <Select
                id={`${ids}-encoding`}
                style={{ minWidth: 200 }}
                value={values.csv_encoding}
                onChange={(value) => set('csv_encoding', value)}
                options={IMPORT_ENCODINGS.map((value) => ({
                  value,
                  label: IMPORT_ENCODING_LABELS[value],
                }))}
              />
            </Form.Item>
            <Form.Item label="Scheidingsteken" htmlFor={`${ids}-delimiter`}>
              <Select
                id={`${ids}-delimiter`}
                style={{ minWidth: 160 }}
                value={values.csv_delimiter}
                onChange={(value) => set('csv_delimiter', value)}
                options={FIELD_DELIMITERS.map((value) => ({
                  value,
                  label: FIELD_DELIMITER_LABELS[value],
                }))}
              />
            </Form.Item>
            <Form.Item label="Tekstafbakening" htmlFor={`${ids}-enclosure`}>
              <Select
                id={`${ids}-enclosure`}
                style={{ minWidth: 200 }}
                value={values.csv_enclosure}
                onChange={(value) => set('csv_enclosure', value)}
                options={FIELD_ENCLOSURES.map((value) => ({
                  value,
                  label: FIELD_ENCLOSURE_LABELS[value],
                }))}
              />
            </Form.Item>
          </Space>
        )}
        <Form.Item>
          <Checkbox
            checked={values.has_title_row}
            onChange={(event) => set('has_title_row', event.target.checked)}
          >
            De eerste regel bevat kolomnamen
          </Checkbox>
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontSize: 14, marginBottom: 4 }}>Kolomindeling</legend>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            Welk veld elke kolom bevat; het referentienummer bepaalt de donateur. Leeg gelaten: de
            kolomnamen in de eerste regel.
          </Typography.Paragraph>
          {values.columns.map((column, index) => (
            <Space key={index} style={{ display: 'flex', marginBottom: 8 }} align="center">
              <label htmlFor={`${ids}-column-${index}`} style={{ minWidth: 72 }}>
                Kolom {index + 1}
              </label>
              <Select
                id={`${ids}-column-${index}`}
                style={{ width: 280, maxWidth: '60vw' }}
                showSearch
                optionFilterProp="label"
                value={column}
                onChange={(value: string) =>
                  set(
                    'columns',
                    values.columns.map((old, at) => (at === index ? value : old)),
                  )
                }
                options={COLUMN_OPTIONS}
              />
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Kolom ${index + 1} verwijderen`}
                onClick={() =>
                  set(
                    'columns',
                    values.columns.filter((_, at) => at !== index),
                  )
                }
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() =>
              set('columns', [
                ...values.columns,
                values.columns.length === 0 ? 'reference_number' : '',
              ])
            }
          >
            Kolom toevoegen
          </Button>
        </fieldset>
        <Form.Item>
          <Checkbox
            checked={values.file_checked}
            onChange={(event) => set('file_checked', event.target.checked)}
          >
            Bestand is gecontroleerd
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} disabled={file === null}>
          {values.file_checked ? 'Importeren' : 'Voorvertoning'}
        </Button>
      </Form>
    </form>
  );
}
