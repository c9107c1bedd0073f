import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTopWinners } from '@/features/casino/api/get-top-winners';
import type { TopWinner } from '@/features/casino/api/types';
import { GameArt } from '@/features/casino/components/game-art';
import { Skeleton } from '@/components/ui/skeleton';
import { type Language, useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** The amount with the symbol the server gives (₺), written the language's way. */
function formatWin(winner: TopWinner, language: Language): string {
  const number = new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(winner.amount);
  return `${winner.currencySymbol}${number}`;
}

/** How many winners the wide card shows (a grid, no scrolling); the column scrolls through all. */
const WIDE_COUNT = 9;

/**
 * Product §2 top winners card: the biggest wins of the last week (the live tables' on the live
 * casino), each with the game's art, the masked player name and the amount in the money colour.
 */
export function TopWinnersCard({
  isLive,
  layout,
  className,
}: {
  isLive: boolean;
  /** `column`: a scrolling list beside the video; `wide`: a grid across the lobby. */
  layout: 'column' | 'wide';
  className?: string;
}) {
  const { t } = useTranslation('casino');
  const language = useLanguage();
  const winners = useTopWinners(isLive);

  // Nothing to show (or the list failed): the card is left out rather than showing an error.
  if (winners.isError || (winners.isSuccess && winners.data.length === 0)) return null;

  return (
    <section
      aria-labelledby="top-winners-title"
      className={cn('flex min-h-0 flex-col rounded-lg bg-surface-1 p-4 shadow-card ring-1 ring-line sm:p-5', className)}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-9 place-items-center rounded-md bg-money-soft text-money">
          <Trophy aria-hidden className="size-[18px]" />
        </span>
        <div className="min-w-0">
          <h2 id="top-winners-title" className="font-semibold text-fg-strong">
            {t('winners.title')}
          </h2>
          <p className="text-xs text-fg-muted">{t('winners.subtitle')}</p>
        </div>
      </div>
      {winners.isPending ? (
        <div
          role="status"
          aria-label={t('winners.loading')}
          className={cn('mt-4 grid gap-x-4 gap-y-1', layout === 'wide' && 'sm:grid-cols-2 xl:grid-cols-3 max-sm:[&>div:nth-child(n+6)]:hidden')}
        >
          {Array.from({ length: layout === 'wide' ? WIDE_COUNT : 6 }, (_, index) => (
            <Skeleton key={index} className="h-12 rounded-sm" />
          ))}
        </div>
      ) : (
        <ol
          className={cn(
            'mt-4 min-h-0 flex-1',
            layout === 'column'
              ? '-mr-2 flex flex-col gap-1 overflow-y-auto pr-2 [scrollbar-width:thin]'
              : 'grid gap-x-4 gap-y-1 sm:grid-cols-2 xl:grid-cols-3 max-sm:[&>li:nth-child(n+6)]:hidden',
          )}
        >
          {(layout === 'wide' ? winners.data.slice(0, WIDE_COUNT) : winners.data).map((winner, index) => (
            <li
              key={`${winner.name}-${winner.game}-${index}`}
              className="flex items-center gap-3 rounded-sm px-2 py-1.5 transition-colors hover:bg-surface-2"
            >
              <span
                aria-hidden
                className={cn(
                  'w-5 shrink-0 text-center text-xs font-bold tabular-nums',
                  index < 3 ? 'text-accent' : 'text-fg-muted',
                )}
              >
                {index + 1}
              </span>
              <span className="relative aspect-square w-9 shrink-0 overflow-hidden rounded-sm bg-surface-2">
                <GameArt game={{ name: winner.game, image: winner.image, providerId: 0, studio: '', providerName: '' }} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-fg-strong">{winner.name}</span>
                <span className="block truncate text-xs text-fg-muted">{winner.game}</span>
              </span>
              <span className="shrink-0 text-sm font-bold text-money tabular-nums">{formatWin(winner, language)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
