import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { Balance } from '@/lib/api/types';
import { BALANCE_KEY } from '@/lib/player-money';
import { selectToken, useAuthStore } from '@/stores/auth-store';

/** Product §9: the balance is refreshed every 10 s while logged in. */
export const BALANCE_REFRESH_MS = 10_000;

/** Every cached balance read starts with this key (shared: the bonuses read it again too). */
export { BALANCE_KEY };

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * `{balance, bonus}` as `user/balance` and the hub's `Balance` send it, checked; `null` when it is
 * not one. A bare number (an older hub) is the cash with no bonus, as is a body without `bonus`.
 */
export function toBalance(value: unknown): Balance | null {
  if (isAmount(value)) return { balance: value, bonus: 0 };
  if (typeof value !== 'object' || value === null) return null;
  const { balance, bonus } = value as { balance?: unknown; bonus?: unknown };
  if (!isAmount(balance)) return null;
  return { balance, bonus: isAmount(bonus) ? bonus : 0 };
}

/** `GET user/balance` for the session `token` (part of the key, so a new login starts afresh). */
export function balanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...BALANCE_KEY, token],
    queryFn: async ({ signal }): Promise<Balance> => {
      const data: unknown = await unwrap(apiClient.GET('/api/user/balance', { signal }), { errorToast: false });
      const balance = toBalance(data);
      if (!balance) throw new Error('user/balance answered no balance');
      return balance;
    },
    enabled: token !== null,
    refetchInterval: BALANCE_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

/** The logged-in player's cash and bonus, as last read (undefined until the first answer). */
export function useBalance(): Balance | undefined {
  const token = useAuthStore(selectToken);
  return useQuery(balanceQueryOptions(token)).data;
}

/**
 * A balance the server pushed (the hub's `Balance`): shown at once, and kept by the poll's cache.
 * A poll still on its way was asked before this push and would answer the older balance after it, so it is
 * cancelled first (TanStack reverts it at once, then the push is written; the next poll reads afresh).
 */
export function applyBalance(queryClient: QueryClient, balance: Balance): void {
  void queryClient.cancelQueries({ queryKey: BALANCE_KEY });
  queryClient.setQueriesData<Balance>({ queryKey: BALANCE_KEY }, balance);
  useAuthStore.getState().setBalance(balance.balance);
}
