import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, unwrap } from '@/lib/api/client';
import { favoriteListQueryOptions } from '@/features/casino/api/favorite-list';
import { GAMES_KEY } from '@/features/casino/api/get-games';
import type { CasinoGame } from '@/features/casino/api/types';
import { notify } from '@/lib/toast';
import { useActionStore } from '@/stores/action-store';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

type FavoriteGame = Pick<CasinoGame, 'gameCode' | 'providerId' | 'name'>;

/**
 * The heart (spec §4, §8): a visitor gets the login dialog; a player's toggle shows at once,
 * `casino/togglefavorite` settles it, then 'Added to favorites' (success) or 'Removed from
 * favorites' (warning). A failure puts the heart back and shows the server's message.
 */
export function useToggleFavorite(): (game: FavoriteGame) => void {
  const { t } = useTranslation('casino');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const show = useDialogStore((state) => state.show);
  const queryClient = useQueryClient();
  // One toggle per game at a time; different games' hearts work side by side.
  const inFlight = useRef(new Set<string>());
  const mutation = useMutation({
    mutationFn: async (game: FavoriteGame) =>
      await unwrap(apiClient.POST('/api/casino/togglefavorite', { body: { code: game.gameCode, providerId: game.providerId } })),
    onMutate: (game) => {
      inFlight.current.add(game.gameCode);
      const was = useActionStore.getState().favoriteGameCodes.includes(game.gameCode);
      setFavorite(game.gameCode, !was);
      return { was };
    },
    onSuccess: ({ favorite }, game) => {
      setFavorite(game.gameCode, favorite);
      if (favorite) notify.success(t('favorites.added'), { id: `favorite:${game.gameCode}` });
      else notify.warning(t('favorites.removed'), { id: `favorite:${game.gameCode}` });
      const token = useAuthStore.getState().session?.token;
      if (token) queryClient.setQueryData(favoriteListQueryOptions(token).queryKey, useActionStore.getState().favoriteGameCodes);
      void queryClient.invalidateQueries({ queryKey: [...GAMES_KEY, 'pages'], predicate: isFavoritesQuery });
    },
    onError: (_error, game, context) => {
      if (context) setFavorite(game.gameCode, context.was);
    },
    onSettled: (_data, _error, game) => {
      inFlight.current.delete(game.gameCode);
    },
  });
  const { mutate } = mutation;
  return (game) => {
    if (!isLoggedIn) show('login');
    else if (!inFlight.current.has(game.gameCode)) mutate(game);
  };
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
