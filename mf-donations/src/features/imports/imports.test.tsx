import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  type DonationImportResult,
  type ImportBatchList,
} from '@veldwerk/shared/domain';
import { fakeHttp, json, renderAreas, signIn } from '@veldwerk/shared/testing';

import DonationsRoutes from '../../routes';

const renderArea = (url: string) => renderAreas('mf_donations', DonationsRoutes, url);

const noBatches: ImportBatchList = { results: [], count: 0 };
const preview: DonationImportResult = {
  results: {
    total: 3,
    unfound: ['T9'],
    double_reference_numbers: [],
    overwrites: { amount: { '12,50': ['T1', 'T2'] } },
    errors: [{ line: 4, field: 'email', message: 'Incorrect formaat' }],
    errors_truncated: 0,
    changed: 2,
  },
  batch: null,
};

const file = () =>
  new File(['reference_number,amount\nT1,"12,50"\n'], 'week.csv', { type: 'text/csv' });

beforeEach(() => signIn(['ROLE_ADMIN']));

describe('the import screen', () => {
  it('previews a file: csv options for .csv, the changes and the rows that fail', async () => {
    const http = fakeHttp({
      'GET /api/update-donations/batches': () => json(200, noBatches),
      'POST /api/update-donations': () => json(200, preview),
    });
    renderArea('/donations/import/');
    const user = userEvent.setup();
    expect(await screen.findByText(IMPORT_MESSAGES.placeholder)).toBeInTheDocument();
    expect(screen.queryByLabelText('Codering')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Bestand'), file());
    expect(screen.getByLabelText('Codering')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voorvertoning' }));
    expect(await screen.findByText(IMPORT_MESSAGES.preview('week.csv'))).toBeInTheDocument();
    const sent = http.calls('POST', '/api/update-donations')[0]?.body as FormData;
    expect(sent.get('donation_import[action]')).toBe('check');
    expect(sent.get('donation_import[csv_encoding]')).toBe('utf8');
    const results = screen.getByRole('region', { name: 'Resultaat' });
    expect(within(results).getByText('T9')).toBeInTheDocument();
    expect(within(results).getByText('2: T1, T2')).toBeInTheDocument();
    expect(within(results).getByText('Incorrect formaat')).toBeInTheDocument();
  });

  it('imports when the file is checked, and shows a refusal as message (code): exception', async () => {
    const http = fakeHttp({
      'GET /api/update-donations/batches': () => json(200, noBatches),
      'POST /api/update-donations': () =>
        json(400, {
          status: 'error',
          message: IMPORT_MESSAGES.rowErrors,
          error: { code: 'invalid_rows', message: IMPORT_MESSAGES.rowErrors },
          exception: [{ message: 'Regel 3, Bedrag: Maximaal 250 euro' }],
        }),
    });
    renderArea('/donations/import/');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Bestand'), file());
    await user.click(screen.getByRole('checkbox', { name: 'Bestand is gecontroleerd' }));
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `${IMPORT_MESSAGES.rowErrors} (invalid_rows): Regel 3, Bedrag: Maximaal 250 euro`,
    );
    const sent = http.calls('POST', '/api/update-donations')[0]?.body as FormData;
    expect(sent.get('donation_import[action]')).toBe('import');
  });

  it('rolls a recorded import back after confirmation', async () => {
    const batch = {
      id: 5,
      created_at: '2026-11-20T10:00:00.000Z',
      actor_email: 'admin@veldwerk.test',
      file_name: 'week.csv',
      rows: 3,
      donations: 2,
      changes: 4,
      rolled_back_at: null,
      rolled_back_by: null,
    };
    const http = fakeHttp({
      'GET /api/update-donations/batches': () => json(200, { results: [batch], count: 1 }),
      'POST /api/update-donations/batches/5/rollback': () =>
        json(200, { ...batch, rolled_back_at: '2026-11-21T10:00:00.000Z' }),
    });
    renderArea('/donations/import/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Terugdraaien' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Terugdraaien' }));
    await waitFor(() =>
      expect(http.calls('POST', '/api/update-donations/batches/5/rollback')).toHaveLength(1),
    );
    expect(await screen.findByText(IMPORT_MESSAGES.rolledBack(5))).toBeInTheDocument();
  });

  it('says "Geen toegang" to who may not import', async () => {
    signIn(['ROLE_ADMINISTRATION']);
    fakeHttp({});
    renderArea('/donations/import/');
    expect(await screen.findByText('Geen toegang')).toBeInTheDocument();
  });
});
