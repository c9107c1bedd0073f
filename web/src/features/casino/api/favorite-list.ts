import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, unwrap } from '@/lib/api/client';
import { useActionStore } from '@/stores/action-store';
import { selectToken, useAuthStore } from '@/stores/auth-store';

/** `GET casino/favoritelist`: the player's favourite game codes (product §3 userFavoriteList). */
export const favoriteListQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['casino', 'favorite-list', token],
    queryFn: async ({ signal }): Promise<string[]> =>
      await unwrap(apiClient.GET('/api/casino/favoritelist', { signal }), { errorToast: false }),
    staleTime: Infinity,
  });

/**
 * Product §3/§4: after a login (and at start-up with a stored session) the favourite list is read
 * into the action store, where the hearts look. Mounted once by the app.
 */
export function useFavoriteSync(): void {
  const token = useAuthStore(selectToken);
  const { data } = useQuery({ ...favoriteListQueryOptions(token ?? ''), enabled: token !== null });
  useEffect(() => {
    if (token !== null && data) useActionStore.getState().setFavoriteGameCodes(data);
  }, [token, data]);
}

/** Whether a game is a favourite (product §4: its code is in the list). */
export function useIsFavorite(gameCode: string): boolean {
  return useActionStore((state) => state.favoriteGameCodes.includes(gameCode));
}
