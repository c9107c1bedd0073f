import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDownload } from '@/admin/lib/download';
import { type PaymentFilters, paymentFilterQuery, paymentPageQuery } from '@/admin/lib/payments';
import { apiClient, unwrap } from '@/lib/api/client';

/** Every payment the filters match (up to the API's 50,000) as a CSV file (`format=csv`). */
export const downloadPayments = (filters: PaymentFilters) =>
  saveDownload(apiClient.GET('/api/admin/payments', { params: { query: { ...paymentFilterQuery(filters), format: 'csv' } }, parseAs: 'blob' }), 'payments.csv');

/** Withdrawals: newest first, or (`oldestFirst`, the pending queue) oldest first — the API's `order=oldest`. */
export const withdrawalsQuery = (filters: PaymentFilters, skip: number, take: number, oldestFirst: boolean) =>
  queryOptions({
    queryKey: ['admin', 'withdrawals', filters, { skip, take, oldestFirst }],
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/admin/withdrawals', {
          params: { query: { ...paymentPageQuery(filters, skip, take), ...(oldestFirst ? { order: 'oldest' } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Approves (pays out) or rejects (with a reason) a pending withdrawal; the lists and the player reload. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    // `overrideReason`: an admin paying out to a blocked player says why.
    mutationFn: ({ id, approve, reason, overrideReason }: { id: number; approve: boolean; reason?: string; overrideReason?: string }) =>
      approve
        ? unwrap(
            apiClient.POST('/api/admin/withdrawals/{id}/approve', {
              params: { path: { id } },
              ...(overrideReason ? { body: { overrideReason } } : {}),
            }),
            { successToast: true, ...(overrideReason ? { errorToast: false } : {}) },
          )
        : unwrap(apiClient.POST('/api/admin/withdrawals/{id}/reject', { params: { path: { id } }, body: { reason: reason ?? '' } }), {
            errorToast: false,
            successToast: true,
          }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'player'] });
    },
  });
}
