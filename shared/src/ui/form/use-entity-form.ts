/**
 * A create/update form's behaviour (spec §2 "Forms", §7, §8): react-hook-form validated by the
 * shared zod form schema; submit allowed only when the form is touched (dirty) and valid; on
 * success the success message, then back to the list or detail after 1.5 s — or a reset for a
 * new entry; a refusal mapped through the shared error catalogue.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';

import { SUCCESS_REDIRECT_DELAY_MS } from '../../domain';
import { defaultFeedback, type FeedbackOf, type FormFeedback } from './save-feedback';

export interface EntityFormOptions<Values extends FieldValues, Result> {
  /** The shared form schema (`clientFormSchema`, …). */
  schema: z.ZodType<Values, Values>;
  defaultValues: Values;
  save: (values: Values) => Promise<Result>;
  /** Shown after a successful save ("Klant succesvol opgeslagen"). */
  successMessage: string;
  /**
   * The route to go to after a save, 1.5 s later. Without one (or when it answers undefined)
   * the form resets to `defaultValues` for a new entry.
   */
  redirectTo?: (result: Result) => string | undefined;
  /** Called right after a successful save (close a modal, remember the new id). */
  onSaved?: (result: Result) => void;
  /** Override of the §8 mapping (layouts add `layout_messages`). */
  feedbackOf?: FeedbackOf;
  /**
   * The defaults are already a complete proposal the user may send as is (a quick transition
   * "Actief"): submit is allowed untouched, when valid.
   */
  submitUntouched?: boolean;
}

export interface EntityFormState<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, Values>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The refusal of the last save, if any. */
  feedback: FormFeedback | null;
  /** Saved, waiting for the redirect or reset. */
  saved: boolean;
  /** Touched and valid, not saving: the submit button's enabled state. */
  canSubmit: boolean;
}

export function useEntityForm<Values extends FieldValues, Result>({
  schema,
  defaultValues,
  save,
  successMessage,
  redirectTo,
  onSaved,
  feedbackOf = defaultFeedback,
  submitUntouched = false,
}: EntityFormOptions<Values, Result>): EntityFormState<Values> {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as never,
    mode: 'onChange',
  });
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onValid = useCallback(
    async (values: Values) => {
      setFeedback(null);
      try {
        const result = await save(values);
        void message.success(successMessage);
        setSaved(true);
        onSaved?.(result);
        const target = redirectTo?.(result);
        timer.current = setTimeout(() => {
          if (target !== undefined) void navigate(target);
          else {
            form.reset(defaultValues);
            setSaved(false);
          }
        }, SUCCESS_REDIRECT_DELAY_MS);
      } catch (error) {
        const next = feedbackOf(error);
        const values = form.getValues();
        const unplaced: string[] = [];
        let focused = false;
        for (const [field, text] of Object.entries(next.fieldErrors)) {
          // A field the form does not show still gets said, above the form.
          if (get(values, field) === undefined) unplaced.push(`${field}: ${text}`);
          else {
            form.setError(
              field as Path<Values>,
              { type: 'server', message: text },
              { shouldFocus: !focused },
            );
            focused = true;
          }
        }
        setFeedback({ ...next, details: [...next.details, ...unplaced] });
      }
    },
    [save, message, successMessage, redirectTo, onSaved, navigate, form, defaultValues, feedbackOf],
  );

  const { isDirty, isValid, isSubmitting } = form.formState;
  return {
    form,
    onSubmit: form.handleSubmit(onValid),
    feedback,
    saved,
    canSubmit: (isDirty || submitUntouched) && isValid && !isSubmitting && !saved,
  };
}
