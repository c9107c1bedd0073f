import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient, unwrap } from '@/lib/api/client';

/**
 * `GET bonus/trialbonusamount`: the trial bonus offered at registration (0 = none). A server without the
 * endpoint (404, an older one) offers none.
 */
export async function fetchTrialBonusAmount(signal?: AbortSignal): Promise<number> {
  try {
    const { amount } = await unwrap(apiClient.GET('/api/bonus/trialbonusamount', { signal }), { errorToast: false });
    return Number.isFinite(amount) && amount > 0 ? amount : 0;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 0;
    throw error;
  }
}

export const trialBonusAmountQueryOptions = () =>
  queryOptions({
    queryKey: ['bonus', 'trial-bonus-amount'],
    queryFn: ({ signal }) => fetchTrialBonusAmount(signal),
    staleTime: Infinity,
  });

/** The trial bonus amount (0 when none is offered or it could not be loaded). */
export function useTrialBonusAmount(): number {
  return useQuery(trialBonusAmountQueryOptions()).data ?? 0;
}
