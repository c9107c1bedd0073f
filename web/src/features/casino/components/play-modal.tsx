import * as DialogPrimitive from '@radix-ui/react-dialog';
import { RotateCw, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameFrame } from '@/features/casino/components/game-frame';
import { LaunchFailed } from '@/features/casino/components/launch-failed';
import { useGameSession } from '@/features/casino/hooks/use-game-session';
import type { LaunchableGame } from '@/features/casino/lib/game-link';
import { CLOSES_MODAL_ON_FAILURE, launchAdapter } from '@/features/casino/lib/launch-routing';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Product §9: the play modal's top bar is 35 px high. */
export const PLAY_BAR_HEIGHT = 35;

const BAR_BUTTON =
  'grid size-[29px] shrink-0 place-items-center rounded-sm text-fg transition-colors duration-150 hover:bg-surface-3 hover:text-fg-strong';

/**
 * The phone's play modal (product §2, §4, §8): full screen, the 35 px bar (the game's name, Deposit
 * opening the deposit dialog, reload, close) and the game below with its spinner. A failed launch
 * shows the server's message; for EGT, Hub88 and SoftGamings it also closes the modal.
 */
export function PlayModal({
  game,
  onClose,
  renderDeposit,
}: {
  game: LaunchableGame;
  onClose: () => void;
  /** The deposit dialog titled 'Deposit Money' (the app gives the wallet's). */
  renderDeposit?: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('casino');
  const session = useGameSession(game, 2);
  const [depositOpen, setDepositOpen] = useState(false);
  const failed = session.error !== null;
  const adapter = launchAdapter(game.providerName);

  useEffect(() => {
    if (failed && adapter !== null && CLOSES_MODAL_ON_FAILURE.has(adapter)) onClose();
  }, [failed, adapter, onClose]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex animate-fade-in flex-col bg-surface-0 focus:outline-none"
        >
          <div
            className="flex shrink-0 items-center gap-1 border-b border-line bg-surface-1 pr-1 pl-3"
            style={{ height: PLAY_BAR_HEIGHT }}
          >
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-sm font-semibold text-fg-strong">{game.name}</DialogPrimitive.Title>
            {renderDeposit && (
              <button
                type="button"
                onClick={() => setDepositOpen(true)}
                className="mr-1 h-[25px] shrink-0 rounded-sm bg-accent px-2.5 text-xs font-bold text-accent-fg transition-colors hover:bg-accent-hover"
              >
                {t('play.deposit')}
              </button>
            )}
            <button type="button" aria-label={t('play.reload')} onClick={session.reload} disabled={session.pending} className={BAR_BUTTON}>
              <RotateCw aria-hidden className="size-4" />
            </button>
            <DialogPrimitive.Close aria-label={t('play.close')} className={BAR_BUTTON}>
              <X aria-hidden className="size-[18px]" />
            </DialogPrimitive.Close>
          </div>
          <GameFrame
            session={session}
            name={game.name}
            onExit={onClose}
            className="flex-1"
            failure={
              <LaunchFailed
                message={session.error?.message ?? null}
                actions={
                  <>
                    <Button variant="secondary" onClick={onClose}>
                      {t('play.close')}
                    </Button>
                    <Button onClick={session.reload}>{t('play.retry')}</Button>
                  </>
                }
              />
            }
          />
          {depositOpen && renderDeposit?.(() => setDepositOpen(false))}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
