import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';
import type { PaymentMethod, PaymentType } from '@/features/wallet/api/types';

/** `POST payment/methods`: the methods of one direction (1 deposit, 2 withdraw), names in the request's language. */
export function paymentMethodsQueryOptions(type: PaymentType, language: Language) {
  return queryOptions({
    queryKey: ['payment', 'methods', type, language] as const,
    queryFn: ({ signal }): Promise<PaymentMethod[]> =>
      unwrap(apiClient.POST('/api/payment/methods', { body: { type }, signal }), { errorToast: false }),
    staleTime: 60_000,
  });
}

export function usePaymentMethods(type: PaymentType) {
  const language = useLanguage();
  return useQuery(paymentMethodsQueryOptions(type, language));
}
