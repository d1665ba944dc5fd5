/**
 * A phone number field (spec §5, §7, §8): spaces stripped on blur, the format checked ("Ongeldig
 * formaat"), then the number looked up — polled 1 s, 2 s, 4 s, … while `sent` — with the indicator
 * waiting / validating / active / absent / cannot execute / does not exist. In `full` mode an
 * `unknown` result says "Nummer controle mislukt" under the field; a form that must refuse such a
 * number adds `fullPhoneRule(cachedPhoneLookupResult)` to its schema (the field re-validates when
 * the result arrives). A service that is down never blocks the form: it reads "cannot execute".
 */
import { useState, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';

import {
  isPhone,
  MESSAGES,
  normalizePhone,
  phoneIndicatorLabel,
  VERIFICATION_MESSAGES,
  type PhoneIndicator,
} from '../../validation';
import { useLatestCheck } from './use-latest-check';
import { lookupPhone } from './verification-client';
import { VerificationStatus, type VerificationTone } from './verification-status';
import { VerifiedInput } from './verified-input';

const TONES: Record<PhoneIndicator, VerificationTone> = {
  waiting: 'idle',
  validating: 'busy',
  active: 'success',
  absent: 'warning',
  failed: 'warning',
  unknown: 'error',
};

export interface PhoneFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The full phone check: an `unknown` result is an error ("Nummer controle mislukt"). */
  full?: boolean;
  /** The `{provider}` of the lookup path; the default alias names the configured provider. */
  provider?: string;
  disabled?: boolean;
}

interface PhoneState {
  indicator: PhoneIndicator;
  formatError: boolean;
  message: string | null;
}

const WAITING: PhoneState = { indicator: 'waiting', formatError: false, message: null };

export function PhoneField<Values extends FieldValues>({
  name,
  label,
  required,
  hint,
  full = false,
  provider,
  disabled,
}: PhoneFieldProps<Values>) {
  const { trigger } = useFormContext<Values>();
  const [state, setState] = useState<PhoneState>(WAITING);
  const check = useLatestCheck();

  const onBlurValue = async (value: string) => {
    const latest = check.start();
    if (value === '') return setState(WAITING);
    if (!isPhone(value)) return setState({ ...WAITING, formatError: true });
    setState({ indicator: 'validating', formatError: false, message: null });
    let next: PhoneState;
    try {
      const answer = await lookupPhone(value, provider === undefined ? {} : { provider });
      const status = answer.status === null || answer.status === 'sent' ? 'failed' : answer.status;
      next = { indicator: status, formatError: false, message: answer.message };
    } catch {
      next = {
        indicator: 'failed',
        formatError: false,
        message: VERIFICATION_MESSAGES.phoneUnavailable,
      };
    }
    if (!latest()) return;
    setState(next);
    if (full) void trigger(name);
  };

  const checkError = state.formatError
    ? MESSAGES.invalidPhone
    : full && state.indicator === 'unknown'
      ? MESSAGES.phoneCheckFailed
      : undefined;

  return (
    <VerifiedInput<Values>
      name={name}
      label={label}
      required={required}
      hint={state.message ?? hint}
      localError={checkError}
      correct={normalizePhone}
      onBlurValue={(value) => void onBlurValue(value)}
      onEdit={() => {
        check.cancel();
        if (state !== WAITING) setState(WAITING);
      }}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={32}
      disabled={disabled}
      indicator={
        <VerificationStatus
          label={label}
          text={phoneIndicatorLabel(state.indicator)}
          tone={TONES[state.indicator]}
        />
      }
    />
  );
}
