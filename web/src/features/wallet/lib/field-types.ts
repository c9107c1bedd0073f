import type { PaymentField } from '@/features/wallet/api/types';

/** Product §3 Field type. */
export const FIELD_TYPE = { string: 1, int: 2, long: 3, decimal: 4, bool: 5, dateTime: 6, dropdown: 7 } as const;

/** How a field is entered. */
export type FieldControl = 'text' | 'masked' | 'number' | 'dropdown';

/** Keys whose value is usually copied from elsewhere: they get a paste-from-clipboard button (product §5). */
export const PASTE_KEYS: ReadonlySet<string> = new Set(['Iban', 'CardNo']);

/** The amount: its limits are the method's min and max. */
export const AMOUNT_KEY = 'Amount';

export function isNumberType(objectType: number): boolean {
  return objectType === FIELD_TYPE.int || objectType === FIELD_TYPE.long || objectType === FIELD_TYPE.decimal;
}

/**
 * A field's control: a dropdown for Dropdown (with options), the mask when the server gives one
 * (even for a number: a Papara number is ten digits, not an amount), a lira number field for
 * Int, Long and Decimal, else text (Bool and DateTime are not sent today and fall back to text).
 */
export function controlOf(field: PaymentField): FieldControl {
  if (field.objectType === FIELD_TYPE.dropdown && field.option) return 'dropdown';
  if (field.mask) return 'masked';
  if (isNumberType(field.objectType)) return 'number';
  return 'text';
}
