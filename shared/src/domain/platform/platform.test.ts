import { describe, expect, it } from 'vitest';
import { bugReportSchema } from './platform';

describe('bugReportSchema', () => {
  it('requires text of at least 3 characters with the Dutch messages', () => {
    const empty = bugReportSchema.safeParse({ text: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Vereist veld');
    const short = bugReportSchema.safeParse({ text: 'ab' });
    expect(short.error?.issues[0]?.message).toBe('Minimaal 3 karakters');
    const missing = bugReportSchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe('Vereist veld');
    expect(bugReportSchema.parse({ text: '  abc ' })).toEqual({ text: 'abc' });
  });
});

describe('platform messages', () => {
  it('keeps the old exported names with the shared texts', async () => {
    const platform = await import('./platform');
    expect(platform.REQUIRED_MESSAGE).toBe('Vereist veld');
    expect(platform.MIN_3_MESSAGE).toBe('Minimaal 3 karakters');
    expect(platform.BUG_REPORT_MIN).toBe(3);
    expect(bugReportSchema.safeParse({ text: 'x'.repeat(10_001) }).error?.issues[0]?.message).toBe(
      'Maximaal 10000 karakters',
    );
  });
});
