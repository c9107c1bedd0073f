import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { launchGame } from '@/features/casino/api/launch-game';
import type { Platform } from '@/features/casino/api/types';
import { type LaunchableGame, lobbyPathOf } from '@/features/casino/lib/game-link';
import { currentLanguage } from '@/lib/i18n';

/**
 * One play of a game: the launch call for it (once per open and per reload, shared by React's
 * double mount in development) and its outcome. `reload()` clears the game and launches it again
 * (product §4): `reloading` is true until the new launch answers.
 */
export function useGameSession(game: LaunchableGame, platform: Platform) {
  const [attempt, setAttempt] = useState(0);
  // The game keeps the language it opened in; switching the site's language does not restart it.
  const [language] = useState(currentLanguage);
  const launch = useQuery({
    queryKey: ['casino', 'launch', game.providerName, game.gameCode, platform, language, attempt],
    queryFn: ({ signal }) =>
      launchGame(game, { platform, language, lobbyUrl: `${window.location.origin}${lobbyPathOf(game)}`, signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    target: launch.data ?? null,
    pending: launch.isPending,
    reloading: attempt > 0 && launch.isPending,
    error: launch.error,
    attempt,
    reload,
  };
}

export type GameSession = ReturnType<typeof useGameSession>;
