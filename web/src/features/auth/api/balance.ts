import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { useAuthStore } from '@/stores/auth-store';

/** Spec §9: the balance is refreshed every 10 s while logged in. */
export const BALANCE_REFRESH_MS = 10_000;

/** Every cached balance read starts with this key. */
export const BALANCE_KEY = ['user', 'balance'] as const;

/** `GET user/balance` for the session `token` (part of the key, so a new login starts afresh). */
export function balanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...BALANCE_KEY, token],
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

/** A balance the server pushed (the hub's `Balance`): shown at once, and kept by the poll's cache. */
export function applyBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueriesData<number>({ queryKey: BALANCE_KEY }, balance);
  useAuthStore.getState().setBalance(balance);
}
