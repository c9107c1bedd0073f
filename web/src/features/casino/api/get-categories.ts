import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { CasinoCategory } from '@/features/casino/api/types';
import { type Language, useLanguage } from '@/lib/i18n';

/** `GET casino/categorylist`: every casino category, named in the language (loaded at start-up, product §4). */
export const casinoCategoriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['casino', 'categories', language],
    queryFn: async ({ signal }): Promise<CasinoCategory[]> =>
      await unwrap(apiClient.GET('/api/casino/categorylist', { signal }), { errorToast: false }),
    staleTime: 10 * 60_000,
  });

export function useCasinoCategories() {
  return useQuery(casinoCategoriesQueryOptions(useLanguage()));
}
