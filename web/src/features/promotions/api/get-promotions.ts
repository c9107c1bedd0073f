import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';

export interface Promotion {
  id: number;
  title: string;
  /** [card (default), wide ≥ 1200 px — the detail dialog's picture, ≥ 992 px] */
  images: string[];
  /** Sanitized on the server; sanitized again before it is shown. */
  html: string;
  /** RFC 3339 UTC, or null for no end. */
  validUntil?: string | null;
}

/** `GET cms/promotions`: the current promotions in order. */
export const promotionsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'promotions', language],
    queryFn: async ({ signal }): Promise<Promotion[]> =>
      (await unwrap(apiClient.GET('/api/cms/promotions', { signal }), { errorToast: false })) ?? [],
    staleTime: 5 * 60_000,
  });

export function usePromotions() {
  return useQuery(promotionsQueryOptions(useLanguage()));
}
