import type { Client } from 'openapi-fetch';
import { apiClient, type Envelope } from '@/lib/api/client';
import type {
  CancelPaymentBody,
  FinancialPage,
  FinancialRequest,
  PaymentBody,
  PaymentDetailBody,
  PaymentField,
  PaymentMethod,
  PaymentType,
  WithdrawResult,
} from '@/features/wallet/api/types';

/** A JSON POST in openapi-typescript's shape: its body and the envelope's `data`. */
interface Post<Body, Data> {
  post: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': Body } };
    responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': Envelope<Data> } } };
  };
}

/** The wallet's paths as schema.d.ts will name them (wallet-contract.md). */
interface WalletPaths {
  '/api/payment/methods': Post<{ type: PaymentType }, PaymentMethod[]>;
  '/api/payment/detail': Post<PaymentDetailBody, PaymentField[] | null>;
  '/api/payment/deposit': Post<PaymentBody, string>;
  '/api/payment/withdraw': Post<PaymentBody, WithdrawResult>;
  '/api/payment/cancel': Post<CancelPaymentBody, null>;
  '/api/transaction/financial': Post<FinancialRequest, FinancialPage>;
}

/**
 * The app's client (same headers, same 401 handling) typed with the wallet's paths.
 * TODO(api-types): use `apiClient` directly once schema.d.ts has these paths.
 */
export const walletClient = apiClient as unknown as Client<WalletPaths>;
