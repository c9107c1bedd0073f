import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';
import type { Promotion } from '@/lib/api/types';

/** `GET cms/promotions`: the current promotions in order. */
export const promotionsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'promotions', language],
    queryFn: async ({ signal }): Promise<Promotion[]> =>
      await unwrap(apiClient.GET('/api/cms/promotions', { signal }), { errorToast: false }),
    staleTime: 5 * 60_000,
  });

export function usePromotions() {
  return useQuery(promotionsQueryOptions(useLanguage()));
}
