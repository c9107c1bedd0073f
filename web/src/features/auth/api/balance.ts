import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

/** Spec §9: the balance is refreshed every 10 s while logged in. */
export const BALANCE_REFRESH_MS = 10_000;

/** `GET user/balance` for the session `token` (part of the key, so a new login starts afresh). */
export function balanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['user', 'balance', token],
    queryFn: async ({ signal }) => {
      const data = await unwrap(apiClient.GET('/api/user/balance', { signal }), { errorToast: false });
      return data.balance;
    },
    enabled: token !== null,
    refetchInterval: BALANCE_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
