/**
 * Postcode, house number (+ suffix), street and city (spec §5 "Address autocompletion"): when the
 * country is NL, the postcode has 6 characters and the house number is at least 1, leaving the
 * postcode or number fills street and city, and the indicator says "Aangevuld" or "Onbekend".
 * Street and city stay ordinary fields: staff type them by hand when the service does not know
 * the address or is down.
 */
import { Col, Row } from 'antd';
import { useState } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';

import { DEFAULT_COUNTRY } from '../../domain';
import {
  addressIndicatorLabel,
  canAutocompleteAddress,
  INDICATORS,
  normalizePostcode,
  VERIFICATION_MESSAGES,
} from '../../validation';
import { useLatestCheck } from './use-latest-check';
import { lookupAddress } from './verification-client';
import { VerificationStatus } from './verification-status';
import { VerifiedInput } from './verified-input';

export interface AddressFieldNames<Values extends FieldValues> {
  postcode: Path<Values>;
  houseNumber: Path<Values>;
  suffix?: Path<Values>;
  street: Path<Values>;
  city: Path<Values>;
  /** The form's country field; without one the address is Dutch (`country` below). */
  country?: Path<Values>;
}

export interface AddressFieldsProps<Values extends FieldValues> {
  names: AddressFieldNames<Values>;
  /** The country when the form has no country field (default NL). */
  country?: string;
  /** Which of the fields the form requires (shows the mark; the schema decides). */
  required?: Partial<Record<'postcode' | 'houseNumber' | 'street' | 'city', boolean>>;
  labels?: Partial<Record<'postcode' | 'houseNumber' | 'suffix' | 'street' | 'city', string>>;
  disabled?: boolean;
}

const LABELS = {
  postcode: 'Postcode',
  houseNumber: 'Huisnummer',
  suffix: 'Toevoeging',
  street: 'Straat',
  city: 'Plaats',
};

type AddressState = 'idle' | 'checking' | 'completed' | 'unknown';

export function AddressFields<Values extends FieldValues>({
  names,
  country = DEFAULT_COUNTRY,
  required = {},
  labels: labelOverrides,
  disabled,
}: AddressFieldsProps<Values>) {
  const labels = { ...LABELS, ...labelOverrides };
  const { control, getValues, setValue } = useFormContext<Values>();
  const watchedCountry = useWatch({ control, name: names.country ?? names.postcode });
  const countryValue = names.country === undefined ? country : String(watchedCountry ?? '');
  const [state, setState] = useState<AddressState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const check = useLatestCheck();

  const complete = async () => {
    const latest = check.start();
    const postcode = String(getValues(names.postcode) ?? '');
    const houseNumber = String(getValues(names.houseNumber) ?? '').trim();
    setMessage(null);
    if (
      !canAutocompleteAddress({
        postal_code: postcode,
        house_number: houseNumber,
        country: countryValue,
      })
    ) {
      return setState('idle');
    }
    setState('checking');
    try {
      const found = await lookupAddress(postcode, houseNumber);
      if (!latest()) return;
      if (found === null) return setState('unknown');
      const options = { shouldDirty: true, shouldValidate: true } as const;
      setValue(names.street, found.street as never, options);
      setValue(names.city, found.city as never, options);
      setState('completed');
    } catch {
      if (!latest()) return;
      setState('unknown');
      setMessage(VERIFICATION_MESSAGES.addressUnavailable);
    }
  };
  const edited = () => {
    check.cancel();
    if (state !== 'idle') setState('idle');
  };

  const indicatorText =
    state === 'idle'
      ? ''
      : state === 'checking'
        ? INDICATORS.validating
        : addressIndicatorLabel(state === 'completed');
  const tone = state === 'checking' ? 'busy' : state === 'completed' ? 'success' : 'warning';

  return (
    <div role="group" aria-label="Adres">
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <VerifiedInput<Values>
            name={names.postcode}
            label={labels.postcode}
            required={required.postcode}
            correct={normalizePostcode}
            onBlurValue={() => void complete()}
            onEdit={edited}
            autoComplete="postal-code"
            maxLength={10}
            disabled={disabled}
          />
        </Col>
        <Col xs={names.suffix === undefined ? 24 : 12} sm={names.suffix === undefined ? 16 : 8}>
          <VerifiedInput<Values>
            name={names.houseNumber}
            label={labels.houseNumber}
            required={required.houseNumber}
            correct={(value) => value.trim()}
            onBlurValue={() => void complete()}
            onEdit={edited}
            inputMode="numeric"
            maxLength={5}
            disabled={disabled}
          />
        </Col>
        {names.suffix === undefined ? null : (
          <Col xs={12} sm={8}>
            <VerifiedInput<Values>
              name={names.suffix}
              label={labels.suffix}
              correct={(value) => value.trim()}
              maxLength={10}
              disabled={disabled}
            />
          </Col>
        )}
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={16}>
          <VerifiedInput<Values>
            name={names.street}
            label={labels.street}
            required={required.street}
            autoComplete="address-line1"
            hint={message ?? undefined}
            indicator={<VerificationStatus label="Adres" text={indicatorText} tone={tone} />}
            disabled={disabled}
          />
        </Col>
        <Col xs={24} sm={8}>
          <VerifiedInput<Values>
            name={names.city}
            label={labels.city}
            required={required.city}
            autoComplete="address-level2"
            disabled={disabled}
          />
        </Col>
      </Row>
    </div>
  );
}
