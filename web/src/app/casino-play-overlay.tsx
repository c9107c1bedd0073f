import { Suspense, lazy, useEffect } from 'react';
import { usePlayStore } from '@/features/casino/stores/play-store';
import { withNamespaces } from '@/lib/i18n';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';

// Loaded when a game is first opened on a phone, not with the page.
const PlayModal = lazy(() => import('@/features/casino/components/play-modal').then((m) => ({ default: m.PlayModal })));
const DepositDialog = lazy(() =>
  withNamespaces(['wallet', 'account'], import('@/features/wallet/components/deposit-dialog')).then((m) => ({
    default: m.DepositDialog,
  })),
);

/**
 * The phone's play modal (casino) for the game the play store names, with the wallet's deposit
 * dialog behind its Deposit button. A session that ends closes the game.
 */
export function CasinoPlayOverlay() {
  const game = usePlayStore((state) => state.game);
  const close = usePlayStore((state) => state.close);
  const isLoggedIn = useAuthStore(selectIsLoggedIn);

  useEffect(() => {
    if (!isLoggedIn) close();
  }, [isLoggedIn, close]);

  if (!game || !isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <PlayModal
        key={`${game.providerName}:${game.gameCode}`}
        game={game}
        onClose={close}
        renderDeposit={(done) => (
          <Suspense fallback={null}>
            <DepositDialog onClose={done} />
          </Suspense>
        )}
      />
    </Suspense>
  );
}
