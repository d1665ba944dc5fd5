/** The message above a form after a refused save: warning for a refused form, error otherwise. */
import { Alert } from 'antd';

import type { FormFeedback } from './save-feedback';

export function FormFeedbackAlert({ feedback }: { feedback: FormFeedback | null }) {
  if (feedback === null || (feedback.message === null && feedback.details.length === 0)) {
    return null;
  }
  return (
    <Alert
      role="alert"
      showIcon
      type={feedback.severity === 'warning' ? 'warning' : 'error'}
      style={{ marginBottom: 16 }}
      message={feedback.message ?? undefined}
      description={
        feedback.details.length > 0 ? (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {feedback.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
