import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@/features/casino/api/types';
import { FavoriteButton } from '@/features/casino/components/favorite-button';
import { GameArt } from '@/features/casino/components/game-art';
import { makerOf } from '@/features/casino/lib/makers';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** Every tile's picture box: 3:4, so a row never jumps when the pictures arrive. */
export const TILE_ASPECT = 'aspect-[3/4]';

/** The tags a tile shows as a badge (the catalogue's free labels we have a name for). */
const BADGES = ['new', 'popular', 'jackpot', 'exclusive'] as const;
type Badge = (typeof BADGES)[number];
const isBadge = (tag: string): tag is Badge => (BADGES as readonly string[]).includes(tag);

const BADGE_TONE: Record<Badge, string> = {
  new: 'bg-accent text-accent-fg',
  popular: 'bg-surface-0/80 text-fg-strong',
  jackpot: 'bg-money text-surface-0',
  exclusive: 'bg-info text-surface-0',
};

/**
 * A game tile (product §10): the art edge to edge, the live or tag badge, the heart, a Play overlay
 * on hover and focus; the name and the studio below. The whole picture starts the game.
 */
export function GameTile({ game, onPlay, eager }: { game: CasinoGame; onPlay: (game: CasinoGame) => void; eager?: boolean }) {
  const { t } = useTranslation('casino');
  const badge = game.tags.map((tag) => tag.toLowerCase()).find(isBadge);
  return (
    <article className="group/tile relative min-w-0">
      <div
        className={cn(
          'relative isolate overflow-hidden rounded-md bg-surface-2 shadow-card ring-1 ring-line',
          'transition-[transform,box-shadow] duration-200 ease-out group-hover/tile:-translate-y-1 group-hover/tile:shadow-popover',
          TILE_ASPECT,
        )}
      >
        <GameArt game={game} eager={eager} className="transition-transform duration-300 ease-out group-hover/tile:scale-[1.04]" />
        <button
          type="button"
          onClick={() => onPlay(game)}
          aria-label={t('tile.play', { name: game.name })}
          className={cn(
            'absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 rounded-md',
            'bg-linear-to-t from-surface-0/90 via-surface-0/55 to-surface-0/30 opacity-0 transition-opacity duration-200 ease-out',
            'group-hover/tile:opacity-100 focus-visible:opacity-100 focus-visible:outline-offset-[-2px]',
          )}
        >
          <span className="grid size-12 translate-y-1 place-items-center rounded-full bg-accent text-accent-fg shadow-[0_8px_24px_-6px_var(--color-accent)] transition-transform duration-200 ease-out group-hover/tile:translate-y-0">
            <Play aria-hidden className="ml-0.5 size-5 fill-current" />
          </span>
          <span aria-hidden className="text-sm font-semibold text-fg-strong">
            {t('tile.playLabel')}
          </span>
          {typeof game.rtp === 'number' && (
            <span aria-hidden className="absolute bottom-2 text-[0.6875rem] font-medium text-fg tabular-nums">
              {t('tile.rtp', { rtp: game.rtp })}
            </span>
          )}
        </button>
        <div className="pointer-events-none absolute top-2 left-2 z-20 flex flex-col items-start gap-1">
          {game.live && (
            <span className="inline-flex items-center gap-1 rounded-full bg-danger-strong px-1.5 py-0.5 text-[0.625rem] leading-none font-bold tracking-wide text-fg-strong uppercase">
              <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-fg-strong" />
              {t('tile.live')}
            </span>
          )}
          {badge && (
            <span className={cn('rounded-full px-1.5 py-0.5 text-[0.625rem] leading-none font-bold tracking-wide uppercase', BADGE_TONE[badge])}>
              {t(`tile.tags.${badge}`)}
            </span>
          )}
        </div>
        <FavoriteButton game={game} label={t('tile.favorite', { name: game.name })} className="absolute top-1.5 right-1.5 z-20" />
      </div>
      <div className="mt-2 min-w-0 px-0.5">
        <h3 className="truncate text-[0.8125rem] leading-5 font-semibold text-fg-strong sm:text-sm">{game.name}</h3>
        <p className="truncate text-xs text-fg-muted">{makerOf(game)}</p>
      </div>
    </article>
  );
}

/** A tile's stand-in while its page loads: the same box and two lines. */
export function GameTileSkeleton() {
  return (
    <div aria-hidden className="min-w-0">
      <Skeleton className={cn('rounded-md', TILE_ASPECT)} />
      <Skeleton className="mt-2 h-4 w-4/5 rounded-sm" />
      <Skeleton className="mt-1.5 h-3 w-1/2 rounded-sm" />
    </div>
  );
}
