/**
 * The frame of a create/update form: the refusal message, the fields (children), and the submit
 * button — enabled only when the form is touched and valid (spec §2 "Forms").
 */
import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';

import { FormFeedbackAlert } from './form-feedback-alert';
import type { EntityFormState } from './use-entity-form';

export interface EntityFormProps<Values extends FieldValues> {
  entity: EntityFormState<Values>;
  /** Accessible name of the form ("Klant"). */
  label: string;
  submitLabel?: string;
  /** Buttons beside submit (cancel link, delete). */
  actions?: ReactNode;
  children: ReactNode;
}

export function EntityForm<Values extends FieldValues>({
  entity,
  label,
  submitLabel = 'Opslaan',
  actions,
  children,
}: EntityFormProps<Values>) {
  return (
    <FormProvider {...entity.form}>
      <form noValidate aria-label={label} onSubmit={(event) => void entity.onSubmit(event)}>
        <FormFeedbackAlert feedback={entity.feedback} />
        <Form layout="vertical" component={false}>
          {children}
        </Form>
        <Space wrap style={{ marginTop: 8 }}>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!entity.canSubmit}
            loading={entity.form.formState.isSubmitting}
          >
            {submitLabel}
          </Button>
          {actions}
        </Space>
      </form>
    </FormProvider>
  );
}
