import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { refreshAfterPayment } from '@/features/wallet/api/wallet-cache';

/**
 * `POST payment/cancel`: the player takes back one of their own pending withdrawals. The list and
 * the balance are read again either way (a `wallet.not_cancellable` means the row has moved on).
 */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(apiClient.POST('/api/payment/cancel', { body: { id } }), { successToast: true }),
    onSettled: () => refreshAfterPayment(queryClient),
  });
}
