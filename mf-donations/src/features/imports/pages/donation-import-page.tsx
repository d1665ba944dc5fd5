/** `/donations/import/`: import changes (spec §2, §4, §5, §7, §8) and the recorded imports. */
import { ApiError, ERROR_MESSAGES } from '@veldwerk/shared/client';
import {
  importErrorMessage,
  IMPORT_MESSAGES,
  type DonationImportResult,
} from '@veldwerk/shared/domain';
import { NoAccess, PageHeader, useCan } from '@veldwerk/shared/ui';
import { Alert, Typography } from 'antd';
import { useState } from 'react';

import { links } from '../../../paths';
import { useSendImport } from '../api';
import { ImportBatches } from '../components/import-batches';
import { ImportForm, type ImportSubmit } from '../components/import-form';
import { ImportResults } from '../components/import-results';

const back = { to: links.donations(), label: 'Donateurs' };

export function DonationImportPage() {
  const mayImport = useCan('POST', 'update-donations');
  const send = useSendImport();
  const [outcome, setOutcome] = useState<{
    fileName: string;
    imported: boolean;
    answer: DonationImportResult;
  } | null>(null);
  const [failure, setFailure] = useState<{ text: string; network: boolean } | null>(null);

  if (!mayImport) return <NoAccess back={back} />;

  const submit = (values: ImportSubmit) => {
    setFailure(null);
    send.mutate(values, {
      onSuccess: (answer) =>
        setOutcome({ fileName: values.file.name, imported: values.file_checked, answer }),
      onError: (error) => {
        setOutcome(null);
        setFailure(
          error instanceof ApiError
            ? { text: importErrorMessage(error.body), network: false }
            : { text: ERROR_MESSAGES.network, network: true },
        );
      },
    });
  };

  return (
    <>
      <PageHeader title="Wijzigingen importeren" back={back} />
      <ImportForm busy={send.isPending} onSubmit={submit} />
      {failure !== null && (
        <Alert
          role="alert"
          type="error"
          showIcon
          style={{ marginTop: 24 }}
          message={failure.network ? 'Netwerkfout' : IMPORT_MESSAGES.cannotImport}
          description={failure.text}
        />
      )}
      {outcome === null ? (
        failure === null && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 24 }}>
            {IMPORT_MESSAGES.placeholder}
          </Typography.Paragraph>
        )
      ) : (
        <ImportResults {...outcome} />
      )}
      <ImportBatches />
    </>
  );
}
