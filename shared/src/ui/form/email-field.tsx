/**
 * An email field (spec §5, §8): the format rule, then the verification provider on blur, with
 * the indicator "Wachten op invoer", "Valideren...", and the provider's verdict as "Onmogelijk",
 * "Ongevalideerd" or "Gevalideerd"; the provider's reason is appended to the message under the
 * field. The verdict informs, it does not block the form (a provider that is down reads
 * "Ongevalideerd").
 */
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

import {
  emailCheckError,
  emailIndicatorLabel,
  isEmail,
  MESSAGES,
  VERIFICATION_MESSAGES,
  type EmailIndicator,
} from '../../validation';
import { useLatestCheck } from './use-latest-check';
import { checkEmail } from './verification-client';
import { VerificationStatus, type VerificationTone } from './verification-status';
import { VerifiedInput } from './verified-input';

const TONES: Record<EmailIndicator, VerificationTone> = {
  waiting: 'idle',
  validating: 'busy',
  Ok: 'success',
  Unverifiable: 'warning',
  Bad: 'error',
};

export interface EmailFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}

interface EmailState {
  indicator: EmailIndicator;
  error: string | undefined;
}

const WAITING: EmailState = { indicator: 'waiting', error: undefined };

export function EmailField<Values extends FieldValues>({
  name,
  label,
  required,
  hint,
  disabled,
}: EmailFieldProps<Values>) {
  const [state, setState] = useState<EmailState>(WAITING);
  const check = useLatestCheck();

  const onBlurValue = async (value: string) => {
    const latest = check.start();
    if (value === '') return setState(WAITING);
    if (!isEmail(value)) return setState({ indicator: 'waiting', error: MESSAGES.format });
    setState({ indicator: 'validating', error: undefined });
    let next: EmailState;
    try {
      const answer = await checkEmail(value);
      next = { indicator: answer.result, error: emailCheckError(answer.result, answer.reason) };
    } catch {
      next = {
        indicator: 'Unverifiable',
        error: emailCheckError('Unverifiable', VERIFICATION_MESSAGES.emailUnavailable),
      };
    }
    if (latest()) setState(next);
  };

  return (
    <VerifiedInput<Values>
      name={name}
      label={label}
      required={required}
      hint={hint}
      localError={state.error}
      correct={(value) => value.trim()}
      onBlurValue={(value) => void onBlurValue(value)}
      onEdit={() => {
        check.cancel();
        if (state !== WAITING) setState(WAITING);
      }}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      disabled={disabled}
      indicator={
        <VerificationStatus
          label={label}
          text={emailIndicatorLabel(state.indicator)}
          tone={TONES[state.indicator]}
        />
      }
    />
  );
}
