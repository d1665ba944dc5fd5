/** Reasons of a state transition (spec §4) with Dutch labels. */
import { z } from '../common/zod-nl';

export const TRANSITION_REASONS = [
  'TOO_BUSY',
  'TOO_YOUNG',
  'ANOTHER_JOB',
  'EXAMS',
  'MOVE',
  'PARENTS',
  'INVALID_PHONE_NUMBER',
  'CANCELED',
  'UNWILLING',
  'NO_ANSWER',
  'NO_SHOW',
  'NOT_FUN',
  'BLACKLIST',
  'BAD_WRITER',
  'NON_EU',
  'CALL_BACK_LATER',
  'NO_VACANCIES',
] as const;
export type TransitionReason = (typeof TRANSITION_REASONS)[number];
export const transitionReasonSchema = z.enum(TRANSITION_REASONS);

export const TRANSITION_REASON_LABELS: Record<TransitionReason, string> = {
  TOO_BUSY: 'Te druk',
  TOO_YOUNG: 'Te jong',
  ANOTHER_JOB: 'Andere baan',
  EXAMS: 'Examens',
  MOVE: 'Verhuizing',
  PARENTS: 'Ouders',
  INVALID_PHONE_NUMBER: 'Ongeldig telefoonnummer',
  CANCELED: 'Geannuleerd',
  UNWILLING: 'Geen interesse',
  NO_ANSWER: 'Geen gehoor',
  NO_SHOW: 'Niet verschenen',
  NOT_FUN: 'Vindt het niet leuk',
  BLACKLIST: 'Zwarte lijst',
  BAD_WRITER: 'Schrijft te weinig',
  NON_EU: 'Niet-EU',
  CALL_BACK_LATER: 'Later terugbellen',
  NO_VACANCIES: 'Geen vacatures',
};
