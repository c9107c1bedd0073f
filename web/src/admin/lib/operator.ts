import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminSession } from '@/admin/lib/session';
import { apiClient, unwrap } from '@/lib/api/client';

/**
 * The operator behind the session, which every screen reads (its role decides what it shows), and the logout the
 * shell offers. The login and the second factor's enrolment stay in features/auth.
 */
export const meQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['admin', 'me', token],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/admin/auth/me', { signal })),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** The operator behind the session (role, second factor). */
export function useMe() {
  const token = useAdminSession((state) => state.token);
  return useQuery(meQuery(token));
}

export function logout() {
  return unwrap(apiClient.POST('/api/admin/auth/logout'), { errorToast: false });
}
