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
