import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GAMES_KEY, GAMES_PAGE_SIZE, type GamesQuery, fetchGames } from '@/features/casino/api/get-games';
import type { CategoryGames } from '@/features/casino/api/types';
import type { LobbyKey, LobbyView } from '@/features/casino/lib/lobbies';
import { type Language, useLanguage } from '@/lib/i18n';

/** The views that are one list read page by page. */
export type GridView = Exclude<LobbyView, { kind: 'overview' }>;

/** The body of one page of a grid view (product §2 search: casino/live finds live tables). */
export function gridRequest(view: GridView, lobby: LobbyKey, skip: number, take = GAMES_PAGE_SIZE): GamesQuery {
  switch (view.kind) {
    case 'category':
      return { systemCategory: lobby, categoryId: view.id, skip, take };
    case 'system':
      return { systemCategory: view.slug, categoryId: 0, skip, take };
    case 'favorites':
      return { favorites: true, skip, take };
    case 'search':
      return { search: view.term, live: lobby === 'live', skip, take };
  }
}

/** A grid page: the one entry the server answers, or an empty one. */
export interface GamesPage {
  name: string | null;
  total: number;
  games: CategoryGames['games'];
}

const EMPTY_PAGE: GamesPage = { name: null, total: 0, games: [] };

async function fetchPage(view: GridView, lobby: LobbyKey, skip: number, signal: AbortSignal): Promise<GamesPage> {
  try {
    const [entry] = await fetchGames(gridRequest(view, lobby, skip), signal);
    return entry ? { name: entry.name, total: entry.total, games: entry.games } : EMPTY_PAGE;
  } catch (error) {
    // Product §8: a search that fails gives an empty result; other lists show their error state.
    if (view.kind === 'search' && !(error instanceof DOMException)) return EMPTY_PAGE;
    throw error;
  }
}

/** A grid view's pages: the next page starts where the loaded games end, until the total. */
export const gamePagesQueryOptions = (view: GridView, lobby: LobbyKey, language: Language) =>
  infiniteQueryOptions({
    queryKey: [...GAMES_KEY, 'pages', lobby, view, language],
    queryFn: ({ pageParam, signal }) => fetchPage(view, lobby, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.games.length, 0);
      return last.games.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: view.kind === 'favorites' ? 0 : 60_000,
  });

export function useGamePages(view: GridView, lobby: LobbyKey) {
  return useInfiniteQuery(gamePagesQueryOptions(view, lobby, useLanguage()));
}
