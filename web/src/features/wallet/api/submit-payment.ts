import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { PayBody } from '@/lib/api/types';
import type { PaymentBody, PaymentType, Withdrawal } from '@/features/wallet/api/types';
import { refreshAfterPayment } from '@/features/wallet/api/wallet-cache';

/** What a submitted payment answers: a deposit's link or message, or a withdrawal's id. */
export type PaymentOutcome = { type: 1; data: string } | { type: 2; data: Withdrawal };

/**
 * `POST payment/deposit` (data: a link to continue on, or a message) or `POST payment/withdraw`
 * (product §8: its success message is shown as a success toast). A failure is the form's to show: a 422's field
 * errors under the fields, anything else as an error toast (product §8).
 */
export async function submitPayment(type: PaymentType, payment: PaymentBody): Promise<PaymentOutcome> {
  // The schema types `detail` as an object with no known keys; the wallet's values are strings and numbers.
  const body: PayBody = { ...payment, detail: payment.detail as PayBody['detail'] };
  if (type === 1) {
    return { type, data: await unwrap(apiClient.POST('/api/payment/deposit', { body }), { errorToast: false }) };
  }
  return { type, data: await unwrap(apiClient.POST('/api/payment/withdraw', { body }), { successToast: true, errorToast: false }) };
}

export function useSubmitPayment(type: PaymentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentBody) => submitPayment(type, body),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}
