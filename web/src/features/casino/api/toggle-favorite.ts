import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient, unwrap } from '@/lib/api/client';
import { favoriteListQueryOptions } from '@/features/casino/api/favorite-list';
import { GAMES_KEY } from '@/features/casino/api/get-games';
import type { CasinoGame } from '@/features/casino/api/types';
import { i18next } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useActionStore } from '@/stores/action-store';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

type FavoriteGame = Pick<CasinoGame, 'gameCode' | 'providerId' | 'name'>;

/**
 * The heart (product §4, §8): a visitor gets the login dialog; a player's toggle shows at once,
 * `casino/togglefavorite` settles it, then 'Added to favorites' (success) or 'Removed from
 * favorites' (warning). A failure puts the heart back (the API client shows the server's message).
 * Every heart shares the one toggle: a lobby has dozens, so each holds no state or subscription of its own, and
 * the stores are read when the heart is pressed.
 */
export function useToggleFavorite(): (game: FavoriteGame) => void {
  const queryClient = useQueryClient();
  return useCallback((game: FavoriteGame) => void toggleFavorite(game, queryClient), [queryClient]);
}

/** One toggle per game at a time; different games' hearts work side by side. */
const inFlight = new Set<string>();

async function toggleFavorite(game: FavoriteGame, queryClient: QueryClient): Promise<void> {
  if (!selectIsLoggedIn(useAuthStore.getState())) {
    useDialogStore.getState().show('login');
    return;
  }
  if (inFlight.has(game.gameCode)) return;
  inFlight.add(game.gameCode);
  const was = useActionStore.getState().favoriteGameCodes.includes(game.gameCode);
  setFavorite(game.gameCode, !was);
  try {
    const { favorite } = await unwrap(
      apiClient.POST('/api/casino/togglefavorite', { body: { code: game.gameCode, providerId: game.providerId } }),
    );
    setFavorite(game.gameCode, favorite);
    if (favorite) notify.success(i18next.t('casino:favorites.added'), { id: `favorite:${game.gameCode}` });
    else notify.warning(i18next.t('casino:favorites.removed'), { id: `favorite:${game.gameCode}` });
    const token = useAuthStore.getState().session?.token;
    if (token) queryClient.setQueryData(favoriteListQueryOptions(token).queryKey, useActionStore.getState().favoriteGameCodes);
    void queryClient.invalidateQueries({ queryKey: [...GAMES_KEY, 'pages'], predicate: isFavoritesQuery });
  } catch {
    setFavorite(game.gameCode, was);
  } finally {
    inFlight.delete(game.gameCode);
  }
}

function setFavorite(gameCode: string, favorite: boolean): void {
  const { favoriteGameCodes, setFavoriteGameCodes } = useActionStore.getState();
  const without = favoriteGameCodes.filter((code) => code !== gameCode);
  setFavoriteGameCodes(favorite ? [...without, gameCode] : without);
}

/** The favourites grid's pages (their view is `{kind: 'favorites'}`). */
function isFavoritesQuery(query: { queryKey: readonly unknown[] }): boolean {
  const view = query.queryKey[4];
  return typeof view === 'object' && view !== null && (view as { kind?: unknown }).kind === 'favorites';
}
