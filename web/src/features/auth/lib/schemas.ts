import { z } from 'zod';
import {
  atLeast,
  code,
  digits,
  email,
  matching,
  newUsername,
  personName,
  phone,
  text,
  validationMessage,
} from '@/lib/forms/validation';

/** Product §5's rules, one schema per form. */

export const loginSchema = z.object({
  username: text(1, 50),
  password: text(3, 100),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: personName(),
    surname: personName(),
    username: newUsername(),
    email: email(),
    password: atLeast(5),
    password2: atLeast(5),
    phone: phone(),
    country: z.number(validationMessage('required')).int().positive(validationMessage('required')),
    birthDateDay: digits(2),
    birthDateMonth: digits(2),
    birthDateYear: digits(4),
    trialBonus: z.boolean(),
  })
  .superRefine(matching('password', 'password2'));
export type RegisterValues = z.infer<typeof registerSchema>;

export const phoneSchema = z.object({ phone: phone() });
export type PhoneValues = z.infer<typeof phoneSchema>;

export const codeSchema = z.object({ code: code() });
export type CodeValues = z.infer<typeof codeSchema>;

/**
 * Recovery. The username may be as long as any username (30): the spec's 20 would lock longer
 * usernames out of recovery, and the server accepts 2–30 (docs/decisions.md).
 */
export const recoveryUsernameSchema = z.object({ username: text(2, 30) });
export const recoveryCodeSchema = z.object({ code: text(3, 20) });
export const recoveryPasswordSchema = z
  .object({ password: atLeast(5), password2: atLeast(5) })
  .superRefine(matching('password', 'password2'));
export type RecoveryPasswordValues = z.infer<typeof recoveryPasswordSchema>;
