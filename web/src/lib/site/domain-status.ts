import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { DomainStatus } from '@/lib/api/types';

/** `GET cms/domainstatus`: the main domain and the next one (for TOP_NOTIFY and the mirror notice). */
export async function fetchDomainStatus(signal?: AbortSignal): Promise<DomainStatus> {
  return unwrap(apiClient.GET('/api/cms/domainstatus', { signal }), { errorToast: false });
}

export const domainStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'domain-status'],
    queryFn: ({ signal }) => fetchDomainStatus(signal),
    staleTime: Infinity,
  });

export function useDomainStatus(): DomainStatus | undefined {
  return useQuery(domainStatusQueryOptions()).data;
}
