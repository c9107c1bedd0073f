import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

/** The session history's page size. */
export const SESSIONS_PAGE_SIZE = 10;

/** `POST customer/sessions`: one page of the player's sessions, newest first. */
export function sessionsQueryOptions(skip: number, take: number) {
  return queryOptions({
    queryKey: ['customer', 'sessions', { skip, take }],
    queryFn: async ({ signal }) => {
      const page = await unwrap(apiClient.POST('/api/customer/sessions', { body: { skip, take }, signal }), {
        errorToast: false,
      });
      return page;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSessions(skip: number, take = SESSIONS_PAGE_SIZE) {
  return useQuery(sessionsQueryOptions(skip, take));
}
