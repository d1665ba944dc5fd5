/**
 * A refused layout save (spec §8 "Layout save failure"): the server's message and its
 * `layout_messages` as "field: message" lines, beside the usual field errors.
 */
import { ApiError, describeBody } from '@veldwerk/shared/client';
import { layoutMessageLines } from '@veldwerk/shared/domain';
import { defaultFeedback, type FeedbackOf } from '@veldwerk/shared/ui';

export const layoutFeedback: FeedbackOf = (error) => {
  const base = defaultFeedback(error);
  if (!(error instanceof ApiError) || error.status !== 400) return base;
  const details = layoutMessageLines(error.body);
  if (details.length === 0) return base;
  return { ...base, message: describeBody(error.body) ?? base.message, details };
};
