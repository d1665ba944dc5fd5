import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES, SIGN_IN_REFUSALS } from './messages';

describe('sign-in refusal messages', () => {
  it('name the email or the allowed domain where the user needs it', () => {
    expect(SIGN_IN_MESSAGES.unknownEmployee('jan@veldwerk.nl')).toContain('jan@veldwerk.nl');
    expect(SIGN_IN_MESSAGES.employeeInactive('jan@veldwerk.nl')).toContain('jan@veldwerk.nl');
    expect(SIGN_IN_MESSAGES.wrongDomain('veldwerk.nl')).toContain('veldwerk.nl');
  });

  it('map each refusal to its HTTP status', () => {
    expect(SIGN_IN_REFUSALS).toMatchObject({
      invalid_request: 400,
      invalid_token: 401,
      token_expired: 401,
      unknown_employee: 401,
      wrong_domain: 403,
      email_unverified: 403,
      employee_inactive: 403,
      too_many_attempts: 429,
    });
  });
});
