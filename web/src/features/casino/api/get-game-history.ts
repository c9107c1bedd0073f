import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { GameHistoryRequest } from '@/features/casino/api/types';
import { type Language, useLanguage } from '@/lib/i18n';

/** Game history's page size. */
export const GAME_HISTORY_PAGE_SIZE = 20;

/** `POST transaction/gamehistory`: one page of the player's bets and wins, newest first. */
export function gameHistoryQueryOptions(request: GameHistoryRequest, language: Language) {
  return queryOptions({
    queryKey: ['transaction', 'game-history', request, language] as const,
    queryFn: async ({ signal }) =>
      await unwrap(apiClient.POST('/api/transaction/gamehistory', { body: request, signal }), { errorToast: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useGameHistory(request: GameHistoryRequest) {
  return useQuery(gameHistoryQueryOptions(request, useLanguage()));
}
