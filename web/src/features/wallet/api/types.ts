import type { PayBody } from '@/lib/api/types';

/*
 * The wallet's wire types: the server's (src/lib/api/types.ts) re-exported, plus the few narrow
 * helpers where the generated ones are looser than what the wallet sends.
 */

export type {
  CancelPaymentBody,
  DetailRequest,
  FieldOption,
  FinancialItem,
  FinancialPage,
  FinancialRequest,
  MethodsRequest,
  PaymentField,
  PaymentMethod,
  Withdrawal,
} from '@/lib/api/types';

/** `payment/methods` and `payment/detail`'s `type`: 1 deposit, 2 withdraw (the schema says any integer). */
export type PaymentType = 1 | 2;

/** Product §3 Transaction kind as `transaction/financial` filters it: All 0, Deposit 1, Withdraw 2. */
export type TransactionKind = 0 | 1 | 2;

/** What a field's value is on the wire: numbers for Int/Long/Decimal (and numeric dropdowns), else text. */
export type PaymentDetailValue = string | number;

/**
 * `payment/deposit` and `payment/withdraw`'s body as the wallet builds it: the schema's `detail` is an
 * untyped object (`Record<string, never>`) and its `target` any string.
 */
export interface PaymentBody extends Omit<PayBody, 'detail' | 'target'> {
  target: 'pay';
  detail: Record<string, PaymentDetailValue>;
}

