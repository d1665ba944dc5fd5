/** New password (spec §5, §7): `PATCH employees/{uuid}/password.json` with `{new_password}`. */
import type { z } from '../common/zod-nl';
import { MESSAGES } from '../../validation/messages';
import { requiredThen, ruledObject, type Rule } from '../../validation/rule';
import { PASSWORD_MIN_LENGTH, TEXT_MAX } from '../common/constants';
import { formText } from '../common/fields';

/** Required, at least 6 characters: 'Minimaal 6 tekens.' (the password is not trimmed). */
export const passwordRule: Rule = requiredThen((value) =>
  typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH
    ? undefined
    : MESSAGES.passwordTooShort,
);

/** The form holds the same single field the api receives. */
export const newPasswordSchema = ruledObject({ new_password: formText(TEXT_MAX.password) }, () => ({
  new_password: passwordRule,
}));
export type NewPassword = z.infer<typeof newPasswordSchema>;
export const newPasswordFormSchema = newPasswordSchema;
export const newPasswordPayloadSchema = newPasswordSchema;
