import { describe, expect, it } from 'vitest';
import { fakeProviderPerFile } from '../../../test/fake-provider';
import { createHttpProjectTool } from './http';

const fakeProvider = fakeProviderPerFile();
const donor = {
  id: 4,
  reference_number: 'T4',
  state: 'APPROVED',
  name: 'Jan Jansen',
  amount: 1250,
  period: 'M',
  start_date: '2026-11-02',
  recruiter_employee_code: null,
  recruited_date: null,
};

describe('project tool over HTTP', () => {
  it('posts the donors of one project with the key and reads the summary', async () => {
    fakeProvider().answer(() => ({
      status: 200,
      body: { accepted: 0, rejected: 1, messages: ['T4: onbekend'] },
    }));
    const tool = createHttpProjectTool({ url: `${fakeProvider().baseUrl}/`, key: 'geheim' });
    expect(await tool.send('straat', [donor])).toEqual({
      accepted: 0,
      rejected: 1,
      messages: ['T4: onbekend'],
    });
    const [request] = fakeProvider().requests;
    expect(request?.url.pathname).toBe('/donations');
    expect(request?.headers.authorization).toBe('Bearer geheim');
    expect(request?.body).toEqual({ project: 'straat', donations: [donor] });
  });

  it('reports a refusal as a failure', async () => {
    fakeProvider().answer(() => ({ status: 400, body: { message: 'nee' } }));
    const tool = createHttpProjectTool({ url: fakeProvider().baseUrl, key: undefined });
    await expect(tool.send(null, [donor])).rejects.toMatchObject({ kind: 'rejected' });
  });
});
