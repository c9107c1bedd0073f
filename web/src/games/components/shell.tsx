import { History, Info, LogOut, ShieldCheck, Volume2, VolumeX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/games/lib/i18n';
import { formatMoney } from '@/games/lib/money';
import { exitGame } from '@/games/lib/parent';
import { setSound, soundOn, sounds } from '@/games/lib/sound';
import type { Notice } from '@/games/lib/use-game';

/**
 * The frame every game shares: a slim bar (exit, name, balance, sound, history, fairness, info), the stage, and
 * the controls — beside the stage on wide screens, under it (in thumb's reach) on phones.
 */
export function GameShell({
  title,
  balance,
  stage,
  controls,
  notice,
  onDismissNotice,
  onHistory,
  onFairness,
  onInfo,
  className,
}: {
  title: string;
  balance: number;
  stage: ReactNode;
  controls: ReactNode;
  notice: Notice | null;
  onDismissNotice: () => void;
  onHistory: () => void;
  onFairness: () => void;
  onInfo: () => void;
  className?: string;
}) {
  const { t, lang } = useT();
  const [sound, setSoundState] = useState(soundOn);
  const icon = 'grid size-9 place-items-center rounded-sm text-fg-muted hover:bg-surface-2 hover:text-fg-strong';
  return (
    <div className={cn('game-root', className)}>
      <header className="flex h-12 shrink-0 items-center gap-1 border-b border-line bg-surface-1/80 px-2 backdrop-blur">
        <button type="button" className={icon} onClick={exitGame} aria-label={t('app.exit')}>
          <LogOut className="size-5 -scale-x-100" aria-hidden />
        </button>
        <h1 className="min-w-0 truncate px-1 text-base font-bold tracking-tight text-fg-strong">{title}</h1>
        <div className="ml-auto flex items-center gap-1">
          <div
            className="mr-1 flex flex-col items-end rounded-sm bg-surface-2 px-3 py-1 leading-tight"
            aria-live="polite"
          >
            <span className="text-[0.625rem] uppercase tracking-wide text-fg-muted">{t('app.balance')}</span>
            <span className="text-sm font-semibold text-money tabular" data-testid="balance">
              {formatMoney(balance, lang)}
            </span>
          </div>
          <button
            type="button"
            className={icon}
            aria-pressed={sound}
            aria-label={sound ? t('app.soundOff') : t('app.soundOn')}
            onClick={() => {
              setSound(!sound);
              setSoundState(!sound);
              if (!sound) sounds.click();
            }}
          >
            {sound ? <Volume2 className="size-5" aria-hidden /> : <VolumeX className="size-5" aria-hidden />}
          </button>
          <button type="button" className={icon} onClick={onHistory} aria-label={t('app.history')}>
            <History className="size-5" aria-hidden />
          </button>
          <button type="button" className={icon} onClick={onFairness} aria-label={t('app.fairness')}>
            <ShieldCheck className="size-5" aria-hidden />
          </button>
          <button type="button" className={icon} onClick={onInfo} aria-label={t('app.info')}>
            <Info className="size-5" aria-hidden />
          </button>
        </div>
      </header>
      <main className="grid min-h-0 flex-1 grid-rows-[1fr_auto] lg:grid-cols-[20rem_1fr] lg:grid-rows-1">
        <section className="relative min-h-0 overflow-hidden lg:order-2" aria-label={title}>
          {notice && (
            <div
              role={notice.kind === 'error' ? 'alert' : 'status'}
              className={cn(
                'absolute inset-x-3 top-3 z-20 flex items-start gap-3 rounded-md px-4 py-3 text-sm shadow-popover animate-pop-in',
                notice.kind === 'error' ? 'bg-danger-soft text-fg-strong' : 'bg-info-soft text-fg-strong',
              )}
            >
              <span className="flex-1">{notice.text}</span>
              <button type="button" onClick={onDismissNotice} className="text-fg-muted hover:text-fg-strong">
                {t('app.close')}
              </button>
            </div>
          )}
          {stage}
        </section>
        <aside className="border-t border-line bg-surface-1 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:order-1 lg:border-t-0 lg:border-r lg:p-4">
          {controls}
        </aside>
      </main>
    </div>
  );
}
