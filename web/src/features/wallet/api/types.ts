/*
 * The wallet's wire types, per /work/wallet-contract.md (issue 17).
 *
 * TODO(api-types): hand-written until the server's OpenAPI document has the wallet; when `make api-types`
 * brings `PaymentMethod`, `PaymentField`, `FinancialItem` and the payment paths into schema.d.ts, name them in
 * src/lib/api/types.ts (`Schemas['PaymentMethod']`, …), re-export them here and drop `walletClient`'s cast.
 */

/** `payment/methods` and `payment/detail`'s `type`: 1 deposit, 2 withdraw. */
export type PaymentType = 1 | 2;

/** One payment method (`payment/methods`), its name localized by `x-locale`. Money in lira. */
export interface PaymentMethod {
  id: number;
  name: string;
  /** Site-relative, served by the web app: `/images/payments/bank-transfer.svg`. */
  logoUrl: string;
  min: number;
  max: number;
  /** A flat fee in lira taken from a withdrawal; 0 when none (deposits are free). */
  fee: number;
}

/** One option of a dropdown field. */
export interface PaymentFieldOption {
  id: number;
  name: string;
}

/** One field of a payment form (`payment/detail`, spec §3 "Payment detail field"). */
export interface PaymentField {
  key: string;
  /** ngx-mask convention: `0` a digit, any other character literal. */
  mask: string | null;
  /** Spec §3 Field type: String 1, Int 2, Long 3, Decimal 4, Bool 5, DateTime 6, Dropdown 7. */
  objectType: number;
  option: PaymentFieldOption[] | null;
}

/** `payment/detail`'s body. */
export interface PaymentDetailBody {
  id: number;
  type: PaymentType;
}

/** What a field's value is on the wire: numbers for Int/Long/Decimal (and numeric dropdowns), else text. */
export type PaymentDetailValue = string | number;

/** `payment/deposit` and `payment/withdraw`'s body. */
export interface PaymentBody {
  id: number;
  target: 'pay';
  detail: Record<string, PaymentDetailValue>;
}

/** `payment/withdraw`'s data: the payment's id. */
export interface WithdrawResult {
  id: number;
}

/** `payment/cancel`'s body: the player's own pending withdrawal. */
export interface CancelPaymentBody {
  id: number;
}

/** `transaction/financial`'s body. `from`/`to` are RFC 3339 instants. */
export interface FinancialRequest {
  /** Spec §3 Transaction kind: All 0, Deposit 1, Withdraw 2. */
  kind: 0 | 1 | 2;
  status?: number;
  from?: string;
  to?: string;
  skip: number;
  take: number;
}

/** One deposit or withdrawal of `transaction/financial`, newest first. */
export interface FinancialItem {
  id: number;
  kind: 1 | 2;
  method: string;
  amount: number;
  fee: number;
  /** Spec §3 Status: None 0, Confirmed 1, Pending 2, Merged 3, Rejected 4, Cancelled 5, Created 6. */
  status: number;
  /** Spec §3 Process state: Processing 1, Completed 2, Cancelled 3, Expired 4. */
  processState: number;
  reference: string;
  /** An operator's rejection reason. */
  note: string | null;
  cancellable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `transaction/financial`'s data: one page and the total. */
export interface FinancialPage {
  items: FinancialItem[];
  total: number;
}
