import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/client';

/** Retries only when the server could not be reached: an answer from the server is final. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
