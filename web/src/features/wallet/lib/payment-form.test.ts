import { describe, expect, it } from 'vitest';
import type { PaymentField } from '@/features/wallet/api/types';
import { controlOf, FIELD_TYPE } from '@/features/wallet/lib/field-types';
import { fieldSchema, paymentSchema, toDetail } from '@/features/wallet/lib/payment-form';
import { readValidationMessage } from '@/lib/forms/validation';

const field = (key: string, objectType: number, changes: Partial<PaymentField> = {}): PaymentField => ({
  key,
  mask: null,
  objectType,
  option: null,
  ...changes,
});

const AMOUNT = field('Amount', FIELD_TYPE.decimal);
const IBAN = field('Iban', FIELD_TYPE.string, { mask: 'TR00 0000 0000 0000 0000 0000 00' });
const PAPARA = field('PaparaNo', FIELD_TYPE.long, { mask: '0000000000' });
const NETWORK = field('Network', FIELD_TYPE.dropdown, { option: [{ id: 1, name: 'USDT (TRC-20)' }] });

/** The rule a value breaks, or null. */
function broken(schema: ReturnType<typeof fieldSchema>, value: string) {
  const result = schema.safeParse(value);
  return result.success ? null : readValidationMessage(result.error.issues[0]?.message ?? '')?.key;
}

describe('the payment form built from the server’s fields', () => {
  it('picks a control per objectType: dropdown, mask, lira number, text', () => {
    expect(controlOf(NETWORK)).toBe('dropdown');
    expect(controlOf(IBAN)).toBe('masked');
    expect(controlOf(PAPARA)).toBe('masked');
    expect(controlOf(AMOUNT)).toBe('number');
    expect(controlOf(field('Count', FIELD_TYPE.int))).toBe('number');
    expect(controlOf(field('Big', FIELD_TYPE.long))).toBe('number');
    expect(controlOf(field('AccountHolder', FIELD_TYPE.string))).toBe('text');
  });

  it('requires every field', () => {
    const schema = paymentSchema([AMOUNT, IBAN, NETWORK, field('AccountHolder', 1)], { min: 100, max: 5000 });
    const result = schema.safeParse({ Amount: '', Iban: '', Network: '', AccountHolder: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['AccountHolder', 'Amount', 'Iban', 'Network']);
  });

  it('keeps the amount within the method’s limits, with at most two decimals', () => {
    const amount = fieldSchema(AMOUNT, { min: 100, max: 5000 });
    expect(broken(amount, '99,99')).toBe('amountMin');
    expect(broken(amount, '5.000,01')).toBe('amountMax');
    expect(broken(amount, '150,555')).toBe('cents');
    expect(broken(amount, 'abc')).toBe('number');
    expect(broken(amount, '1.250,50')).toBeNull();
  });

  it('wants whole numbers for Int and Long, and a filled mask', () => {
    expect(broken(fieldSchema(field('Count', FIELD_TYPE.int)), '1,5')).toBe('whole');
    expect(broken(fieldSchema(IBAN), 'TR33 0006')).toBe('incomplete');
    expect(broken(fieldSchema(IBAN), 'TR33 0006 1005 1978 6457 8413 26')).toBeNull();
  });

  it('converts before sending: numbers for Int/Long/Decimal, numeric dropdown ids as numbers, masks without spaces', () => {
    const fields = [AMOUNT, IBAN, PAPARA, NETWORK, field('Expiry', 1, { mask: '00/00' }), field('Count', FIELD_TYPE.int)];
    expect(
      toDetail(fields, {
        Amount: '1.250,50',
        Iban: 'TR33 0006 1005 1978 6457 8413 26',
        PaparaNo: '1234567890',
        Network: '1',
        Expiry: '12/29',
        Count: '3',
      }),
    ).toEqual({
      Amount: 1250.5,
      Iban: 'TR330006100519786457841326',
      PaparaNo: 1234567890,
      Network: 1,
      Expiry: '12/29',
      Count: 3,
    });
    expect(toDetail([field('Coin', FIELD_TYPE.dropdown, { option: [] })], { Coin: 'usdt' })).toEqual({ Coin: 'usdt' });
  });
});
