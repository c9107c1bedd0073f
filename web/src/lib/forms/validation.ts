import { z } from 'zod';

/**
 * Product §5's rules as zod pieces. A rule's message is not text but a reference to
 * `auth:validation.<key>` with its values, translated when shown (see `FieldError`), so a
 * message already on screen follows a language switch.
 */
export type ValidationKey =
  | 'required'
  | 'length'
  | 'min'
  | 'letters'
  | 'usernameChars'
  | 'email'
  | 'digits'
  | 'phone'
  | 'code'
  | 'mismatch'
  | 'incomplete'
  | 'number'
  | 'whole'
  | 'cents'
  | 'amountMin'
  | 'amountMax';

interface MessageRef {
  key: ValidationKey;
  values?: Record<string, number>;
}

const PREFIX = 'i18n:';

export function validationMessage(key: ValidationKey, values?: Record<string, number>): string {
  return PREFIX + JSON.stringify({ key, values } satisfies MessageRef);
}

/** The rule a message refers to, or null for plain text (the server's own messages). */
export function readValidationMessage(message: string): MessageRef | null {
  if (!message.startsWith(PREFIX)) return null;
  try {
    return JSON.parse(message.slice(PREFIX.length)) as MessageRef;
  } catch {
    return null;
  }
}

const required = () => z.string().min(1, validationMessage('required'));

/** Required text of `min` to `max` characters. */
export function text(min: number, max: number) {
  return required()
    .min(min, validationMessage('length', { min, max }))
    .max(max, validationMessage('length', { min, max }));
}

/** Required text of at least `min` characters (passwords). */
export function atLeast(min: number) {
  return required().min(min, validationMessage('min', { min }));
}

/** Letters of any script (Turkish included), words separated by single spaces. */
const PERSON_NAME = /^\p{L}+(?: \p{L}+)*$/u;
export const personName = () => text(2, 100).regex(PERSON_NAME, validationMessage('letters'));

export const newUsername = () => text(5, 30).regex(/^[A-Za-z0-9]+$/, validationMessage('usernameChars'));

/** `local@domain.tld`: a dot-atom local part, LDH labels and an alphabetic top-level domain (as the server checks). */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const email = () => text(5, 100).regex(EMAIL, validationMessage('email'));

/** A phone number: 5 to 20 digits. The entry mask's bare `90` prefix counts as nothing typed yet. */
export const PHONE_PREFIX = '90';
export const phone = () =>
  z
    .string()
    .refine((value) => value !== '' && value !== PHONE_PREFIX, validationMessage('required'))
    .refine((value) => /^\d*$/.test(value), validationMessage('phone', { min: 5, max: 20 }))
    .refine(
      (value) => value === PHONE_PREFIX || value === '' || (value.length >= 5 && value.length <= 20),
      validationMessage('phone', { min: 5, max: 20 }),
    );

/** A one-time code as the masks leave it (digits only): exactly 6. */
export const CODE_LENGTH = 6;
export const code = () => required().length(CODE_LENGTH, validationMessage('code', { count: CODE_LENGTH }));

/** Exactly `count` digits (the birth date boxes). */
export const digits = (count: number) =>
  required().regex(new RegExp(`^\\d{${count}}$`), validationMessage('digits', { count }));

/** Marks `confirmation` when it differs from `password`. */
export function matching<T extends Record<string, unknown>>(password: keyof T & string, confirmation: keyof T & string) {
  return (values: T, ctx: z.RefinementCtx) => {
    const confirm = values[confirmation];
    if (typeof confirm === 'string' && confirm !== '' && values[password] !== confirm) {
      ctx.addIssue({ code: 'custom', path: [confirmation], message: validationMessage('mismatch') });
    }
  };
}
