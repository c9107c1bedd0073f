import { useTranslation } from 'react-i18next';
import { GAMES_PAGE_SIZE } from '@/features/casino/api/get-games';
import type { CasinoGame } from '@/features/casino/api/types';
import { GameTile, GameTileSkeleton } from '@/features/casino/components/game-tile';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { Button } from '@/components/ui/button';

/** The grid's columns: three on a phone up to eight on a wide screen. */
export const GRID_COLUMNS = 'grid grid-cols-3 gap-x-3 gap-y-4 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-7 min-[1800px]:grid-cols-8 sm:gap-x-4 sm:gap-y-5';

/** Tiles standing in for a page that is loading. */
export function GridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={GRID_COLUMNS}>
      {Array.from({ length: count }, (_, index) => (
        <GameTileSkeleton key={index} />
      ))}
    </div>
  );
}

/**
 * A grid of games read page by page (product §10): tiles, then skeleton tiles while the next page
 * loads; the next page loads by itself as the end of the grid nears, or with the "show more"
 * button (keyboard, or no IntersectionObserver), which also says how far along the list is.
 */
export function GameGrid({
  games,
  total,
  label,
  hasMore,
  loadingMore,
  onMore,
  onPlay,
}: {
  games: CasinoGame[];
  total: number;
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onPlay: (game: CasinoGame) => void;
}) {
  const { t } = useTranslation('casino');
  const sentinel = useNearViewport(onMore, hasMore && !loadingMore);
  return (
    <div className="flex flex-col gap-8">
      <ul aria-label={label} aria-busy={loadingMore || undefined} className={GRID_COLUMNS}>
        {games.map((game, index) => (
          <li key={`${game.providerId}:${game.gameCode}`}>
            <GameTile game={game} onPlay={onPlay} eager={index < 8} />
          </li>
        ))}
        {loadingMore &&
          Array.from({ length: Math.min(12, Math.max(0, total - games.length)) }, (_, index) => (
            <li key={`skeleton-${index}`} aria-hidden>
              <GameTileSkeleton />
            </li>
          ))}
      </ul>
      {total > GAMES_PAGE_SIZE && (
        <div ref={sentinel} className="mx-auto flex w-full max-w-xs flex-col items-center gap-3 text-center">
          <p className="text-sm text-fg-muted tabular-nums">{t('grid.shown', { shown: games.length, total })}</p>
          <div
            aria-hidden
            className="h-1 w-full overflow-hidden rounded-full bg-surface-3"
          >
            <div className="h-full rounded-full bg-accent transition-[width] duration-300 ease-out" style={{ width: `${Math.min(100, (games.length / total) * 100)}%` }} />
          </div>
          {hasMore && (
            <Button variant="secondary" className="mt-1 w-full" loading={loadingMore} onClick={onMore}>
              {t('grid.more')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
