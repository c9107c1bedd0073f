import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { CategoryGames, GamesRequest } from '@/features/casino/api/types';
import type { LobbyKey } from '@/features/casino/lib/lobbies';
import { type Language, useLanguage } from '@/lib/i18n';

/** A grid's page size (the contract's default). */
export const GAMES_PAGE_SIZE = 24;
/** How many games a lobby row shows before "see all". */
export const ROW_SIZE = 12;
/** Product §9: the quick search shows five. */
export const QUICK_SEARCH_SIZE = 5;

/** Every `casino/games` answer in the cache starts with this key. */
export const GAMES_KEY = ['casino', 'games'] as const;

/**
 * One of `casino/games`' four shapes (`{systemCategory}`, `{systemCategory, categoryId, skip, take}`,
 * `{search, live, skip, take}`, `{favorites, skip, take}`): the fields it names; the others are sent as null.
 */
export type GamesQuery = Partial<GamesRequest>;

const NO_FIELDS: GamesRequest = {
  systemCategory: null,
  categoryId: null,
  live: null,
  search: null,
  favorites: null,
  skip: null,
  take: null,
};

/** `POST casino/games`. */
export async function fetchGames(query: GamesQuery, signal?: AbortSignal, errorToast = false): Promise<CategoryGames[]> {
  return await unwrap(apiClient.POST('/api/casino/games', { body: { ...NO_FIELDS, ...query }, signal }), { errorToast });
}

/** `{systemCategory}` alone: the lobby's categories, each with its first games and its total. */
export const lobbyRowsQueryOptions = (lobby: LobbyKey, language: Language) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'rows', lobby, language],
    queryFn: ({ signal }) => fetchGames({ systemCategory: lobby, take: ROW_SIZE }, signal),
    staleTime: 60_000,
  });

export function useLobbyRows(lobby: LobbyKey) {
  return useQuery(lobbyRowsQueryOptions(lobby, useLanguage()));
}

/** The quick search's five games (product §9), an empty list when the search fails (product §8). */
export const quickSearchQueryOptions = (term: string, live: boolean, language: Language) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'quick', term, live, language],
    queryFn: async ({ signal }) => {
      try {
        const [entry] = await fetchGames({ search: term, live, skip: 0, take: QUICK_SEARCH_SIZE }, signal);
        return { games: entry?.games ?? [], total: entry?.total ?? 0 };
      } catch (error) {
        if (error instanceof DOMException) throw error;
        return { games: [], total: 0 };
      }
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useQuickSearch(term: string, live: boolean, enabled: boolean) {
  return useQuery({ ...quickSearchQueryOptions(term, live, useLanguage()), enabled });
}
