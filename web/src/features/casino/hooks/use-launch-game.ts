import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type LaunchableGame, playPath } from '@/features/casino/lib/game-link';
import { usePlayStore } from '@/features/casino/stores/play-store';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

/** What the play page gets in its location state: the page the game was opened from. */
export interface PlayLocationState {
  from?: string;
}

/**
 * Opens a game (product §4, §6): a visitor gets the login dialog (on desktop they land on the game
 * once logged in); a player on a phone gets the play modal, on a wider screen the play page.
 */
export function useLaunchGame(): (game: LaunchableGame) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const show = useDialogStore((state) => state.show);
  const open = usePlayStore((state) => state.open);
  return useCallback(
    (game: LaunchableGame) => {
      if (!isLoggedIn) show('login', phone ? {} : { afterLogin: playPath(game) });
      else if (phone) open(game);
      else void navigate(playPath(game), { state: { from: pathname + search } satisfies PlayLocationState });
    },
    [isLoggedIn, phone, show, open, navigate, pathname, search],
  );
}
