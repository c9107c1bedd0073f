import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';
import type { PaymentField, PaymentType } from '@/features/wallet/api/types';

/**
 * `POST payment/detail`: the fields of a method's form. A failure is not toasted here: the dialog
 * shows the server's message and closes (product §8), once.
 */
export function paymentDetailQueryOptions(id: number, type: PaymentType, language: Language) {
  return queryOptions({
    queryKey: ['payment', 'detail', id, type, language] as const,
    queryFn: ({ signal }): Promise<PaymentField[]> =>
      unwrap(apiClient.POST('/api/payment/detail', { body: { id, type }, signal }), { errorToast: false }),
    // A form is built from the answer once per opening.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function usePaymentDetail(id: number, type: PaymentType) {
  const language = useLanguage();
  return useQuery(paymentDetailQueryOptions(id, type, language));
}
