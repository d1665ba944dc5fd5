import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_MESSAGES, type ExportBatch } from '@veldwerk/shared/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeHttp, json } from '@veldwerk/shared/testing';
import { EMPLOYEE, renderArea, signIn } from '../../test/render-area';
import { emptyPage, maandLayout, wnf, zomer } from '../../test/fixtures';

const url = '/clients/4/campaigns/7/export/';
const donor = {
  id: 11,
  reference_number: 'T100',
  state: 'PENDING',
  initials: null,
  firstname: 'Jan',
  surname_prefix: null,
  surname: 'Jansen',
  place: 'Utrecht',
  amount: 1250,
  period: 'M',
  client: 4,
  client_name: 'WNF',
  campaign: 7,
  campaign_name: 'Zomeractie',
  recruiter_employee_code: null,
  recruited_date: null,
  start_date: '2026-11-02',
  last_export_date: null,
  creation_date: '2026-11-20T10:00:00.000Z',
};
const batch: ExportBatch = {
  id: 5,
  created_at: '2026-11-24T09:00:00.000Z',
  created_by: 'super.administration@veldwerk.test',
  layout: 3,
  layout_name: 'Maandexport',
  campaign: 7,
  client: 4,
  file_type: 'csv',
  file_name: 'Maandexport-2026-11-24.csv',
  donation_count: 12,
  byte_size: 300,
  checksum: 'ab'.repeat(32),
  external_url: null,
};

function file(name: string) {
  return new Response('Referentie;Maat\r\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}

function exportHttp(layouts = [maandLayout], exportAnswer = () => file('Maandexport.csv')) {
  return fakeHttp({
    'GET /api/clients/4': () => json(200, wnf),
    'GET /api/clients/4/campaigns/7': () => json(200, zomer),
    'GET /api/exports/layouts': () =>
      json(200, { results: layouts, count: layouts.length, next_cursor: null }),
    'GET /api/donations': () => json(200, { results: [donor], count: 1, next_cursor: null }),
    'GET /api/exports/batches': () => json(200, { results: [batch], count: 1 }),
    'GET /api/exports/batches/changes': () =>
      json(200, {
        last_batch: batch,
        new: {
          count: 1,
          results: [
            { id: 11, reference_number: 'T100', name: 'Jan Jansen', state: 'PENDING', batch: null },
          ],
        },
        changed: { count: 0, results: [] },
        rejected: { count: 0, results: [] },
      }),
    'POST /api/export-donations': exportAnswer,
    'GET /api/exports/batches/5/file': () => file(batch.file_name),
  });
}

beforeEach(() => {
  signIn();
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('campaign export', () => {
  it('previews by default: POST without the ticks, the donors and layouts of the campaign shown', async () => {
    const http = exportHttp();
    renderArea(`${url}?state[]=PENDING`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `${EXPORT_MESSAGES.title}: Zomeractie`,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Jansen', { exact: false })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: EXPORT_MESSAGES.previewButton });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(
      await screen.findByText(EXPORT_MESSAGES.previewed('Maandexport.csv')),
    ).toBeInTheDocument();
    const call = http.calls('POST', '/api/export-donations')[0];
    expect(call?.url.searchParams.get('layout')).toBe('3');
    expect(call?.url.searchParams.get('campaign')).toBe('7');
    expect(call?.url.searchParams.get('exported')).toBe('false');
    expect(call?.url.searchParams.getAll('state[]')).toEqual(['PENDING']);
    expect(call?.url.searchParams.get('mark_exported')).toBeNull();
    expect(http.calls('GET', '/api/exports/layouts')[0]?.url.searchParams.get('campaign')).toBe(
      '7',
    );
  });

  it('exports for real with both ticks, then disables the button; a failure re-enables it', async () => {
    let fail = true;
    const http = exportHttp([maandLayout], () =>
      fail
        ? json(400, {
            status: 'error',
            message: EXPORT_MESSAGES.nothingToExport,
            errors: { errors: [], children: {} },
          })
        : file('Maandexport.csv'),
    );
    renderArea(url);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: EXPORT_MESSAGES.fileCheckedLabel }),
    );
    await user.click(screen.getByRole('checkbox', { name: EXPORT_MESSAGES.markExportedLabel }));
    const button = screen.getByRole('button', { name: EXPORT_MESSAGES.exportButton });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_MESSAGES.nothingToExport);
    expect(button).toBeEnabled();
    fail = false;
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    const call = http.calls('POST', '/api/export-donations').at(-1);
    expect(call?.url.searchParams.get('file_checked')).toBe('1');
    expect(call?.url.searchParams.get('mark_exported')).toBe('1');
  });

  it('says there is no layout for the campaign', async () => {
    exportHttp([]);
    renderArea(url);
    expect(await screen.findByText(EXPORT_MESSAGES.noLayouts)).toBeInTheDocument();
  });

  it('lists the batches with a re-download, and shows what changed on request', async () => {
    const http = exportHttp();
    renderArea(url);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: `${EXPORT_MESSAGES.redownload}: ${batch.file_name}`,
      }),
    );
    await waitFor(() => expect(http.calls('GET', '/api/exports/batches/5/file')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: EXPORT_MESSAGES.changesButton }));
    expect(await screen.findByText(`${EXPORT_MESSAGES.changesNew} (1)`)).toBeInTheDocument();
    expect(screen.getByText('T100 — Jan Jansen')).toBeInTheDocument();
  });

  it('refuses users who may not export', () => {
    signIn(EMPLOYEE);
    fakeHttp({ 'GET /api/exports/layouts': () => json(200, emptyPage) });
    renderArea(url);
    expect(screen.getByText('Geen toegang')).toBeInTheDocument();
  });
});
