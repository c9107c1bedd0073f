import { z } from 'zod';
import { validationMessage } from '@/lib/forms/validation';
import type { PaymentDetailValue, PaymentField } from '@/features/wallet/api/types';
import { AMOUNT_KEY, FIELD_TYPE, controlOf, isNumberType } from '@/features/wallet/lib/field-types';
import { hasAtMostTwoDecimals, parseLiraNumber } from '@/features/wallet/lib/lira-number';
import { isMaskComplete, unmaskForWire } from '@/features/wallet/lib/mask';

/** The form's values: what each field shows, keyed by the field's key. */
export type PaymentFormValues = Record<string, string>;

/** The method's limits for the amount, in lira. */
export interface AmountLimits {
  min: number;
  max: number;
}

// `abort`: an empty field shows 'required', not also what its refinements say.
const required = () => z.string().trim().min(1, { message: validationMessage('required'), abort: true });

/** What is wrong with a number field's text, or null. */
function numberProblem(text: string, whole: boolean, limits: AmountLimits | undefined): string | null {
  const value = parseLiraNumber(text);
  if (value === null || value <= 0) return validationMessage('number');
  if (whole && !Number.isInteger(value)) return validationMessage('whole');
  if (!hasAtMostTwoDecimals(value)) return validationMessage('cents');
  if (limits && value < limits.min) return validationMessage('amountMin', { min: limits.min });
  if (limits && value > limits.max) return validationMessage('amountMax', { max: limits.max });
  return null;
}

function numberSchema(field: PaymentField, limits: AmountLimits | undefined) {
  const whole = field.objectType !== FIELD_TYPE.decimal;
  return required().superRefine((text, ctx) => {
    const message = numberProblem(text, whole, limits);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** One field's rule (product §5: every field is required; masks must be filled; numbers must be numbers). */
export function fieldSchema(field: PaymentField, limits?: AmountLimits) {
  const mask = field.mask ?? null;
  switch (controlOf(field)) {
    case 'masked':
      return required().refine((text) => mask === null || isMaskComplete(mask, text), validationMessage('incomplete'));
    case 'number':
      return numberSchema(field, field.key === AMOUNT_KEY ? limits : undefined);
    case 'dropdown':
    case 'text':
      return required();
  }
}

/** The whole form's schema, built from the server's fields; the amount kept within the method's limits. */
export function paymentSchema(fields: readonly PaymentField[], limits?: AmountLimits) {
  return z.object(Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field, limits)])));
}

/** Every field empty. */
export function emptyValues(fields: readonly PaymentField[]): PaymentFormValues {
  return Object.fromEntries(fields.map(({ key }) => [key, '']));
}

/** A value as the server wants it (product §5): numbers for Int/Long/Decimal, numeric dropdown ids as numbers. */
export function toWireValue(field: PaymentField, shown: string): PaymentDetailValue {
  const text = field.mask ? unmaskForWire(shown) : shown.trim();
  if (isNumberType(field.objectType)) {
    const number = field.mask ? Number(text) : parseLiraNumber(text);
    return number !== null && Number.isFinite(number) ? number : text;
  }
  if (field.objectType === FIELD_TYPE.dropdown && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/** The `detail` of payment/deposit and payment/withdraw: every field's wire value by its key. */
export function toDetail(fields: readonly PaymentField[], values: PaymentFormValues): Record<string, PaymentDetailValue> {
  return Object.fromEntries(fields.map((field) => [field.key, toWireValue(field, values[field.key] ?? '')]));
}
