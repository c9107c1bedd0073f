import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient, unwrap } from '@/lib/api/client';

/**
 * `GET bonus/trialbonusamount`: the trial bonus offered at registration (0 = none). The exact shape
 * is not fixed by the spec: a number, or an object with `amount`. A server without the endpoint
 * (404) offers none.
 */
export async function fetchTrialBonusAmount(signal?: AbortSignal): Promise<number> {
  try {
    // The endpoint is not in the OpenAPI document yet: called by path, read defensively.
    const client = apiClient as unknown as {
      GET: (path: string, init: { signal?: AbortSignal }) => Promise<{ data?: { success: boolean; message?: string | null; data?: unknown }; error?: unknown; response: Response }>;
    };
    const data = await unwrap(client.GET('/api/bonus/trialbonusamount', signal ? { signal } : {}), { errorToast: false });
    return readAmount(data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 0;
    throw error;
  }
}

function readAmount(data: unknown): number {
  const value: unknown = typeof data === 'object' && data !== null && 'amount' in data ? data.amount : data;
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : 0;
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
