import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Hourglass } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDuration } from '@/features/responsible/lib/format';
import { useRealityCheckStore } from '@/features/responsible/stores/reality-check-store';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { Dialog } from '@/components/ui/dialog';

/** A loss shows its minus sign ("−₺25,00"), a win its plus. */
function signed(amount: number, money: (value: number) => string): string {
  if (amount < 0) return `−${money(-amount)}`;
  if (amount > 0) return `+${money(amount)}`;
  return money(0);
}

/**
 * The reality check (the hub's `RealityCheck`): how long the player has played since login and this session's
 * net result, over everything (the play page and the phone's play modal too): Continue, Game history or Log out.
 * It asks for an answer: neither a click outside nor Esc dismisses it.
 */
export function RealityCheckDialog({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const navigate = useNavigate();
  const check = useRealityCheckStore((state) => state.check);
  const dismiss = useRealityCheckStore((state) => state.dismiss);

  // A game in browser full screen would hide everything outside it, this dialog too.
  useEffect(() => {
    if (check && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, [check]);

  if (!check) return null;
  const money = (value: number) => formatMoney(value, language);

  return (
    <Dialog open onOpenChange={(open) => !open && dismiss()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] animate-fade-in bg-scrim backdrop-blur-sm" />
        <DialogPrimitive.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-4 top-1/2 z-[60] mx-auto flex max-w-[26rem] -translate-y-1/2 animate-pop-in flex-col items-center rounded-lg bg-surface-2 px-6 pt-7 pb-6 text-center shadow-popover focus:outline-none"
        >
          <span className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent ring-8 ring-accent/5">
            <Hourglass aria-hidden className="size-7" />
          </span>
          <DialogPrimitive.Title className="mt-4 text-lg font-semibold text-fg-strong">{t('check.title')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-1 text-base text-fg">
            {t('check.played', { duration: formatDuration(check.minutes, t) })}
          </DialogPrimitive.Description>
          <dl className="mt-5 grid w-full grid-cols-2 gap-2 text-left">
            <div className="rounded-md bg-surface-1 px-4 py-3 ring-1 ring-line">
              <dt className="text-xs text-fg-muted">{t('check.result')}</dt>
              <dd className={cn('mt-0.5 text-lg font-semibold tabular-nums', check.net > 0 ? 'text-money' : 'text-fg-strong')}>
                {signed(check.net, money)}
              </dd>
            </div>
            <div className="rounded-md bg-surface-1 px-4 py-3 ring-1 ring-line">
              <dt className="text-xs text-fg-muted">{t('check.wagered')}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-fg-strong tabular-nums">{money(check.wagered)}</dd>
            </div>
          </dl>
          <div className="mt-6 flex w-full flex-col gap-2">
            <Button size="lg" className="w-full" onClick={dismiss}>
              {t('check.continue')}
            </Button>
            <div className="grid grid-cols-2 gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  dismiss();
                  void navigate('/dashboard/game-history');
                }}
              >
                {t('check.history')}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  dismiss();
                  onLogout();
                }}
              >
                {t('check.logout')}
              </Button>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
