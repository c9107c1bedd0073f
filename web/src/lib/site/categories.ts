import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';
import type { ContentCategory } from '@/lib/api/types';

/** `GET cms/categorylist`: the content categories with their pages (footer links, page side lists). */
export const categoriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'categories', language],
    queryFn: async ({ signal }): Promise<ContentCategory[]> =>
      await unwrap(apiClient.GET('/api/cms/categorylist', { signal }), { errorToast: false }),
    staleTime: 10 * 60_000,
  });

export function useContentCategories() {
  return useQuery(categoriesQueryOptions(useLanguage()));
}
