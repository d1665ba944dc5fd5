/**
 * An IBAN field (spec §5, §8): spaces removed and uppercased on blur, checked by the api (locally
 * and for its bank), indicator "Gevalideerd" / "Ongevalideerd", and the form's BIC field filled
 * from the answer. A service that is down leaves the IBAN "Ongevalideerd" and the form usable.
 */
import { useState, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';

import {
  ibanIndicatorLabel,
  INDICATORS,
  isIban,
  MESSAGES,
  normalizeIban,
  VERIFICATION_MESSAGES,
} from '../../validation';
import { useLatestCheck } from './use-latest-check';
import { checkIban } from './verification-client';
import { VerificationStatus } from './verification-status';
import { VerifiedInput } from './verified-input';

export interface IbanFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  /** The form's BIC field, filled with the bank's BIC when the check finds one. */
  bicName?: Path<Values>;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}

type IbanState = 'idle' | 'checking' | 'valid' | 'invalid';

export function IbanField<Values extends FieldValues>({
  name,
  label,
  bicName,
  required,
  hint,
  disabled,
}: IbanFieldProps<Values>) {
  const { setValue } = useFormContext<Values>();
  const [state, setState] = useState<IbanState>('idle');
  const [formatError, setFormatError] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const check = useLatestCheck();

  const onBlurValue = async (value: string) => {
    const latest = check.start();
    setMessage(null);
    setFormatError(value !== '' && !isIban(value));
    if (value === '' || !isIban(value)) return setState(value === '' ? 'idle' : 'invalid');
    setState('checking');
    try {
      const answer = await checkIban(value);
      if (!latest()) return;
      setState(answer.valid ? 'valid' : 'invalid');
      setMessage(answer.message);
      const bic = answer.bank_data.bic;
      if (bicName !== undefined && bic !== null) {
        setValue(bicName, bic as never, { shouldDirty: true, shouldValidate: true });
      }
    } catch {
      if (!latest()) return;
      setState('invalid');
      setMessage(VERIFICATION_MESSAGES.ibanBankUnavailable);
    }
  };

  return (
    <VerifiedInput<Values>
      name={name}
      label={label}
      required={required}
      hint={message ?? hint}
      localError={formatError ? MESSAGES.format : undefined}
      correct={normalizeIban}
      onBlurValue={(value) => void onBlurValue(value)}
      onEdit={() => {
        check.cancel();
        setFormatError(false);
        if (state !== 'idle') setState('idle');
      }}
      autoComplete="off"
      maxLength={42}
      disabled={disabled}
      indicator={
        <VerificationStatus
          label={label}
          text={
            state === 'checking' ? INDICATORS.validating : ibanIndicatorLabel(state === 'valid')
          }
          tone={state === 'checking' ? 'busy' : state === 'valid' ? 'success' : 'idle'}
        />
      }
    />
  );
}
