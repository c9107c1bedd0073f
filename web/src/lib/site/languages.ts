import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { LanguageItem } from '@/lib/api/types';

/** `GET cms/languagelist`: the languages the server speaks (the selector offers those we also bundle). */
export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'languages'],
    queryFn: async ({ signal }): Promise<LanguageItem[]> =>
      await unwrap(apiClient.GET('/api/cms/languagelist', { signal }), { errorToast: false }),
    staleTime: Infinity,
  });
