import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { balanceQueryOptions } from '@/features/auth/api/balance';
import { selectToken, useAuthStore } from '@/stores/auth-store';

/** Product §4: while logged in, `user/balance` is read every 10 s and kept in the auth state. */
export function useBalancePolling(): void {
  const token = useAuthStore(selectToken);
  const setBalance = useAuthStore((state) => state.setBalance);
  const { data } = useQuery(balanceQueryOptions(token));
  useEffect(() => {
    if (data !== undefined) setBalance(data.balance);
  }, [data, setBalance]);
}
