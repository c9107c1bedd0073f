import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { TopWinner } from '@/features/casino/api/types';

/** Product §9: top winners count 40. */
export const TOP_WINNERS_COUNT = 40;

/** `POST transaction/topwinners`: the biggest wins of the last 7 days, live tables or the rest. */
export const topWinnersQueryOptions = (isLive: boolean) =>
  queryOptions({
    queryKey: ['casino', 'top-winners', isLive],
    queryFn: async ({ signal }): Promise<TopWinner[]> =>
      await unwrap(apiClient.POST('/api/transaction/topwinners', { body: { isLive, count: TOP_WINNERS_COUNT }, signal }), {
        errorToast: false,
      }),
    staleTime: 5 * 60_000,
  });

export function useTopWinners(isLive: boolean) {
  return useQuery(topWinnersQueryOptions(isLive));
}
