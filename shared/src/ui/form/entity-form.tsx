/**
 * The frame of a create/update form: the refusal message, the fields (children), and the submit
 * button — enabled only when the form is touched and valid (spec §2 "Forms").
 */
import { Alert, Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';

import { ACCESS_TEXTS } from '../access/require-can';
import { FormFeedbackAlert } from './form-feedback-alert';
import { useLeaveGuard } from './use-leave-guard';
import type { EntityFormState } from './use-entity-form';

export interface EntityFormProps<Values extends FieldValues> {
  entity: EntityFormState<Values>;
  /** Accessible name of the form ("Klant"). */
  label: string;
  submitLabel?: string;
  /** Buttons beside submit (cancel link, delete). */
  actions?: ReactNode;
  /**
   * The user may look but not write (`resource.useMaySave(…)` is false): every field is
   * disabled, there is no submit button, and a note says so — before anyone types.
   */
  readOnly?: boolean;
  children: ReactNode;
}

export function EntityForm<Values extends FieldValues>({
  entity,
  label,
  submitLabel = 'Opslaan',
  actions,
  readOnly = false,
  children,
}: EntityFormProps<Values>) {
  const { isDirty, isSubmitting } = entity.form.formState;
  useLeaveGuard(isDirty && !isSubmitting && !entity.saved && !readOnly);
  return (
    <FormProvider {...entity.form}>
      <form
        noValidate
        aria-label={label}
        onSubmit={(event) => void entity.onSubmit(event)}
        onKeyDown={(event) => {
          // Enter in a one-line field does not submit a form that may go on below it; the
          // submit button (or Ctrl+Enter) does.
          const target = event.target;
          if (
            event.key === 'Enter' &&
            !event.ctrlKey &&
            !event.metaKey &&
            target instanceof HTMLInputElement &&
            !['submit', 'button', 'checkbox', 'radio'].includes(target.type)
          ) {
            event.preventDefault();
          }
        }}
      >
        <FormFeedbackAlert feedback={entity.feedback} />
        {readOnly && (
          <Alert
            type="info"
            showIcon
            message={ACCESS_TEXTS.readOnly}
            style={{ marginBottom: 16 }}
          />
        )}
        {/* A disabled fieldset disables every control inside, the kit's and the area's own. */}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Form layout="vertical" component={false} disabled={readOnly}>
            {children}
          </Form>
        </fieldset>
        <Space wrap style={{ marginTop: 8 }}>
          {!readOnly && (
            <Button
              type="primary"
              htmlType="submit"
              disabled={!entity.canSubmit}
              loading={entity.form.formState.isSubmitting}
            >
              {submitLabel}
            </Button>
          )}
          {actions}
        </Space>
      </form>
    </FormProvider>
  );
}
