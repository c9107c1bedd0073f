import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';
import type { ContentPage } from '@/lib/api/types';

/** `GET cms/content/{id}`: one page for /pages/{id} (404 `cms.page_not_found` when there is none). */
export const contentQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'content', id, language],
    queryFn: async ({ signal }): Promise<ContentPage> =>
      unwrap(apiClient.GET('/api/cms/content/{id}', { params: { path: { id: Number(id) } }, signal }), {
        errorToast: false,
      }),
    staleTime: 10 * 60_000,
  });

export function useContentPage(id: string) {
  return useQuery(contentQueryOptions(id, useLanguage()));
}
