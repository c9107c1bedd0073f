import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';
import { PLAYER_BONUS_KEY } from '@/lib/player-money';

export const CLAIMABLE_KEY = [...PLAYER_BONUS_KEY, 'claimable'] as const;

/** `GET bonus/claimable`: the offers the player can see (code-only campaigns are not listed), in `language`. */
export function claimableQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...CLAIMABLE_KEY, language] as const,
    queryFn: async ({ signal }) =>
      (await unwrap(apiClient.GET('/api/bonus/claimable', { signal }), { errorToast: false })).items,
    staleTime: 0,
  });
}

export function useClaimable() {
  return useQuery(claimableQueryOptions(useLanguage()));
}
