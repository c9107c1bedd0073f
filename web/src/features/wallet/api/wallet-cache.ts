import type { QueryClient } from '@tanstack/react-query';
import { BALANCE_KEY } from '@/features/auth/api/balance';

/** Every financial history page in the cache starts with this key. */
export const FINANCIAL_KEY = ['transaction', 'financial'] as const;

/** After a deposit, withdrawal or cancellation: the balance (cash and bonus) and the history are read again. */
export function refreshAfterPayment(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
    queryClient.invalidateQueries({ queryKey: FINANCIAL_KEY }),
  ]).then(() => undefined);
}
