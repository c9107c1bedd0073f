import { type ReactNode, Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { useFavoriteSync } from '@/features/casino/api/favorite-list';
import { casinoDashboardPages } from '@/features/casino/casino-routes';
import { PlayModal } from '@/features/casino/components/play-modal';
import type { LobbyKey } from '@/features/casino/lib/lobbies';
import { CasinoLobbyRoute } from '@/features/casino/routes/lobby';
import { CasinoPlayRoute } from '@/features/casino/routes/play';
import { usePlayStore } from '@/features/casino/stores/play-store';
import { useDialogStore } from '@/stores/dialog-store';

const LOBBIES: readonly LobbyKey[] = ['slot', 'live', 'games', 'bingo', 'tvbets'];

/**
 * The casino's pages without the frame (the app composes the carousel, the login dialog and the
 * deposit dialog): the lobbies, the play page, game history and the phone's play modal; beside them
 * the address and the account dialog asked for, as outputs a test can read. The favourites are read
 * after a login as the app does.
 */
export function CasinoHarness({ deposit }: { deposit?: (close: () => void) => ReactNode }) {
  useFavoriteSync();
  const routes = useRoutes([
    ...LOBBIES.map((lobby) => ({ path: `casino/${lobby}`, element: <CasinoLobbyRoute key={lobby} lobby={lobby} /> })),
    { path: 'casino/play/:game', element: <CasinoPlayRoute /> },
    { path: 'dashboard', children: casinoDashboardPages },
  ]);
  const { pathname, search } = useLocation();
  const game = usePlayStore((state) => state.game);
  const close = usePlayStore((state) => state.close);
  const dialog = useDialogStore((state) => state.open);
  const afterLogin = useDialogStore((state) => state.afterLogin);
  return (
    <>
      <Suspense fallback={null}>{routes}</Suspense>
      {game && <PlayModal key={game.gameCode} game={game} onClose={close} renderDeposit={deposit} />}
      <output aria-label="address">{pathname + search}</output>
      <output aria-label="account dialog">{dialog === null ? '' : `${dialog}${afterLogin ? ` → ${afterLogin}` : ''}`}</output>
    </>
  );
}
