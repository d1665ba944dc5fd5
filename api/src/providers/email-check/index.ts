/**
 * Email verification (spec §5: a third-party check on blur; the browser never holds the key).
 * The simulator (default) answers from the address's `+tag`; the ZeroBounce adapter asks
 * ZeroBounce's validate API (EU endpoint by default) and maps its status onto Ok / Bad / Unverifiable.
 */
import type { EmailCheckResult } from '@veldwerk/shared/validation';
import type { Config } from '../../config';
import { createSimulatorEmailCheck } from './simulator';
import { createZeroBounceEmailCheck } from './zerobounce';

export interface EmailVerdict {
  result: EmailCheckResult;
  /** The provider's reason, e.g. `mailbox_not_found`, `catch-all`; null when it gives none. */
  reason: string | null;
}

export interface EmailCheckProvider {
  readonly name: string;
  check(address: string): Promise<EmailVerdict>;
}

export function createEmailCheckProvider(
  config: Config['verification']['email'],
  timeoutMs: number,
): EmailCheckProvider {
  if (config.provider === 'zerobounce') {
    if (config.key === undefined)
      throw new Error('EMAIL_CHECK_PROVIDER=zerobounce needs EMAIL_CHECK_KEY');
    return createZeroBounceEmailCheck({ baseUrl: config.url, key: config.key, timeoutMs });
  }
  return createSimulatorEmailCheck();
}
