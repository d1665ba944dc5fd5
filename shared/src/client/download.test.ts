// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from './api-client';
import { fetchDownload, filenameFromContentDisposition } from './download';
import { downloadErrorMessage } from './error-catalogue';

afterEach(() => vi.unstubAllGlobals());

describe('Content-Disposition', () => {
  it('reads quoted, plain and RFC 5987 names (filename* wins)', () => {
    expect(filenameFromContentDisposition('attachment; filename="export 1.csv"')).toBe(
      'export 1.csv',
    );
    expect(filenameFromContentDisposition('attachment; filename=dump.xlsx')).toBe('dump.xlsx');
    expect(
      filenameFromContentDisposition(
        `attachment; filename="fallback.csv"; filename*=UTF-8''donateurs%20%C3%A9t%C3%A9.csv`,
      ),
    ).toBe('donateurs été.csv');
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('inline')).toBeUndefined();
  });
});

describe('fetchDownload', () => {
  it('returns the blob with the server-given file name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response('a;b\n1;2\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="layout-3.csv"',
          },
        }),
      ),
    );
    const file = await fetchDownload('GET', 'exports/3/layout/csv');
    expect(file.filename).toBe('layout-3.csv');
    expect(await file.blob.text()).toBe('a;b\n1;2\n');
  });

  it("rejects with the server's body", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response('Geen export layout voor de geselecteerde campagne.', {
          status: 400,
          headers: { 'Content-Type': 'text/plain' },
        }),
      ),
    );
    const error = await fetchDownload('GET', 'export-donations').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(downloadErrorMessage(error)).toBe('Geen export layout voor de geselecteerde campagne.');
  });
});
