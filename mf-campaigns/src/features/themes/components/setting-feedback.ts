import { saveErrorFeedback } from '@veldwerk/shared/client';

/** One setting's refusal as one line (spec §8: the field error, else the form message). */
export function settingErrorText(error: unknown): string {
  const feedback = saveErrorFeedback(error);
  return (
    feedback.fieldErrors.value ??
    Object.values(feedback.fieldErrors)[0] ??
    feedback.message ??
    'Opslaan mislukt'
  );
}
