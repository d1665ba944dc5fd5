/**
 * One donation check as a row of the shift's checks table, its own small form: reference
 * number (required, digits), birth date, amount (euros with a comma), period and IBAN (the IBAN
 * field). Enter saves the row; on the new row it adds the check and puts the cursor back in an
 * empty reference number, so a slip of checks is typed without the mouse.
 */
import {
  PERIODS,
  PERIOD_LABELS,
  SHIFT_MESSAGES,
  createDonationCheckFormSchema,
  donationCheckToFormValues,
  type DonationCheckAnswer,
  type DonationCheckFormValues,
} from '@veldwerk/shared/domain';
import {
  DeleteButton,
  FormFeedbackAlert,
  IbanField,
  SelectField,
  TextField,
  FormProvider,
  defaultFeedback,
  useForm,
  zodResolver,
  type FormFeedback,
  type Path,
} from '@veldwerk/shared/ui';
import { App, Button, Form, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';

import { donationChecks, useSaveCheck } from '../api';
import { CheckMatch, dayOfInstant } from './check-match';

type V = DonationCheckFormValues;

const periodOptions = PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }));
const schema = createDonationCheckFormSchema();

export const CHECK_GRID =
  'minmax(120px, 1.2fr) minmax(120px, 1fr) minmax(90px, 0.8fr) minmax(120px, 1fr) minmax(220px, 2fr)';

export interface CheckRowProps {
  shift: string;
  /** A stored check; none for the row that adds one. */
  check?: DonationCheckAnswer;
  /** Row number in the table, for the row's accessible name. */
  index: number;
  readOnly?: boolean;
}

export function CheckRow({ shift, check, index, readOnly = false }: CheckRowProps) {
  const { message } = App.useApp();
  const save = useSaveCheck({ uuid: check?.uuid });
  const remove = donationChecks.useRemove({ uuid: check?.uuid ?? '' });
  const defaultValues = useMemo(() => donationCheckToFormValues(check, shift), [check, shift]);
  const form = useForm<V, unknown, V>({
    resolver: zodResolver(schema),
    defaultValues,
    values: defaultValues,
    // A refresh after another row's save keeps what the user is typing in this one.
    resetOptions: { keepDirtyValues: true },
    mode: 'onChange',
  });
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const isNew = check === undefined;
  const label = isNew ? 'Nieuwe donatiecheck' : `Donatiecheck ${index + 1}`;

  const onValid = async (values: V) => {
    setFeedback(null);
    try {
      const saved = await save.mutateAsync(values);
      void message.success(SHIFT_MESSAGES.checkSaved);
      if (!isNew) form.reset(donationCheckToFormValues(saved, shift), { keepDirtyValues: false });
      else {
        form.reset(donationCheckToFormValues(null, shift), { keepDirtyValues: false });
        // Back to the reference number of the (now empty) row: the next check.
        formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      }
    } catch (error) {
      const next = defaultFeedback(error);
      let focused = false;
      for (const [field, text] of Object.entries(next.fieldErrors)) {
        if (field === 'shift') continue;
        form.setError(
          field as Path<V>,
          { type: 'server', message: text },
          { shouldFocus: !focused },
        );
        focused = true;
      }
      setFeedback(next.fieldErrors.shift ? { ...next, message: next.fieldErrors.shift } : next);
    }
  };

  const { isDirty, isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label={label}
        data-testid={isNew ? 'new-check' : 'check-row'}
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        style={{
          borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
          padding: '12px 0 4px',
        }}
      >
        <FormFeedbackAlert feedback={feedback} />
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Form layout="vertical" component={false} disabled={readOnly}>
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: `repeat(auto-fit, minmax(min(150px, 100%), 1fr))`,
                columnGap: 12,
              }}
            >
              <TextField<V>
                name="reference_number"
                label="Referentienummer"
                required
                placeholder="123456"
                maxLength={40}
              />
              <TextField<V>
                name="birth_date"
                label="Geboortedatum"
                autocorrect="date"
                placeholder="dd/mm/jjjj"
              />
              <TextField<V>
                name="amount"
                label="Bedrag (€)"
                autocorrect="amount"
                placeholder="0,00"
              />
              <SelectField<V> name="period" label="Periode" options={periodOptions} />
              <IbanField<V> name="iban" label="IBAN" />
            </div>
          </Form>
        </fieldset>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            alignItems: 'center',
            marginBottom: 8,
          }}
        >
          {!readOnly && (
            <Button
              htmlType="submit"
              type={isNew ? 'primary' : 'default'}
              disabled={!isDirty || isSubmitting}
              loading={isSubmitting}
            >
              {isNew ? 'Toevoegen' : 'Opslaan'}
            </Button>
          )}
          {check !== undefined && (
            <>
              <Typography.Text>
                Punten: {check.points === null ? '—' : String(check.points).replace('.', ',')}
              </Typography.Text>
              <Typography.Text type="secondary">
                Ingevoerd op {dayOfInstant(check.creation_date)}
              </Typography.Text>
              <CheckMatch check={check} />
              <DeleteButton
                size="small"
                path={donationChecks.path({ uuid: check.uuid })}
                remove={() => remove.mutateAsync()}
                subject={`donatiecheck ${check.reference_number}`}
                onDeleted={() => undefined}
              />
            </>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
