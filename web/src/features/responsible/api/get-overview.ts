import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { Language } from '@/lib/i18n';

/** The key of everything the responsible-gaming page reads (limits, usage, exclusion, help links). */
export const RESPONSIBLE_KEY = ['customer', 'responsiblegaming'] as const;

/** `GET customer/responsiblegaming`: the limits with their usage, pending raises, reality check, exclusion and help. */
export function overviewQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...RESPONSIBLE_KEY, language],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/customer/responsiblegaming', { signal }), { errorToast: false }),
    staleTime: 0,
  });
}

export function useOverview(language: Language) {
  return useQuery(overviewQueryOptions(language));
}
