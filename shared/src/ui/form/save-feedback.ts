/**
 * What a failed save shows (spec §8 "Save errors"), from the shared error catalogue: field
 * errors under the fields, and a message above the form with optional detail lines.
 */
import { saveErrorFeedback, type SaveErrorFeedback } from '../../client';

export interface FormFeedback extends SaveErrorFeedback {
  /** Extra lines under the message (e.g. layout_messages as "field: message"). */
  details: string[];
}

export type FeedbackOf = (error: unknown) => FormFeedback;

export const defaultFeedback: FeedbackOf = (error) => ({
  ...saveErrorFeedback(error),
  details: [],
});
