import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';
import { PLAYER_BONUS_KEY } from '@/lib/player-money';

/** The bonus history's page size (as the other histories). */
export const BONUS_HISTORY_PAGE_SIZE = 20;

export const HISTORY_KEY = [...PLAYER_BONUS_KEY, 'history'] as const;

/** `POST bonus/history`: one page of the player's bonuses, newest first. */
export function bonusHistoryQueryOptions(skip: number, take: number, language: Language) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, { skip, take }, language] as const,
    queryFn: ({ signal }) =>
      unwrap(apiClient.POST('/api/bonus/history', { body: { skip, take }, signal }), { errorToast: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBonusHistory(skip: number, take = BONUS_HISTORY_PAGE_SIZE) {
  return useQuery(bonusHistoryQueryOptions(skip, take, useLanguage()));
}

/** The active bonus, if any: the history's newest page holds it (one active bonus at a time, newest first). */
export function useActiveBonus() {
  const history = useBonusHistory(0);
  return { ...history, active: history.data?.items.find((grant) => grant.status === 'active') ?? null };
}
