import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/api/client';
import type { PaymentBody, PaymentType, WithdrawResult } from '@/features/wallet/api/types';
import { refreshAfterPayment } from '@/features/wallet/api/wallet-cache';
import { walletClient } from '@/features/wallet/api/wallet-client';

/** What a submitted payment answers: a deposit's link or message, or a withdrawal's id. */
export type PaymentOutcome = { type: 1; data: string } | { type: 2; data: WithdrawResult };

/**
 * `POST payment/deposit` (data: a link to continue on, or a message) or `POST payment/withdraw`
 * (spec §8: its success message is shown as a success toast). A failure's message is an error
 * toast either way (spec §8); a 422's field errors are left for the form.
 */
export async function submitPayment(type: PaymentType, body: PaymentBody): Promise<PaymentOutcome> {
  if (type === 1) {
    return { type, data: await unwrap(walletClient.POST('/api/payment/deposit', { body })) };
  }
  return { type, data: await unwrap(walletClient.POST('/api/payment/withdraw', { body }), { successToast: true }) };
}

export function useSubmitPayment(type: PaymentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentBody) => submitPayment(type, body),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}
