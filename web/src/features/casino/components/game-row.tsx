import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import type { CasinoGame, CategoryGames } from '@/features/casino/api/types';
import { GameTile, GameTileSkeleton, TILE_ASPECT } from '@/features/casino/components/game-tile';
import { cn } from '@/lib/cn';

/** A row's tiles: a fixed width per breakpoint, so a row shows about three on a phone and seven on a desktop. */
const TRACK = 'grid grid-flow-col auto-cols-[7.25rem] gap-3 sm:auto-cols-[9.25rem] sm:gap-4 xl:auto-cols-[10rem]';

/** TRACK's column and gap at this width, in px (7.25rem + 0.75rem, 9.25rem + 1rem from 640 px, 10rem + 1rem from 1280). */
function tileStep(width: number): number {
  return width >= 1280 ? 176 : width >= 640 ? 164 : 128;
}

/**
 * How many tiles a row draws at once: a screen's width of them and one more. A phone shows three tiles of a row's
 * dozen and most players never swipe a row, so the rest hold their places as empty boxes (one element each instead
 * of a tile's twenty) until the player scrolls the row, points at it or moves focus into it.
 */
function tilesAtOnce(): number {
  const width = typeof window === 'undefined' ? 1440 : window.innerWidth;
  return Math.ceil(width / tileStep(width)) + 1;
}

function ScrollButton({ direction, disabled, label, onClick }: { direction: -1 | 1; disabled: boolean; label: string; onClick: () => void }) {
  const Icon = direction < 0 ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-full bg-surface-2 text-fg-strong ring-1 ring-line ring-inset transition-colors duration-150 hover:bg-surface-3 disabled:opacity-35"
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

/**
 * One category of a lobby's overview (product §10 rows): its name and total, "see all" to its grid,
 * and its first games in a row that scrolls sideways (by swipe, or the arrows on a desktop).
 */
export function GameRow({ category, to, onPlay }: { category: CategoryGames; to: string; onPlay: (game: CasinoGame) => void }) {
  const { t } = useTranslation('casino');
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const [drawn, setDrawn] = useState(tilesAtOnce);
  const drawAll = drawn < category.games.length ? () => setDrawn(category.games.length) : undefined;

  // Whether the first and the last tile are in view, from an observer of the track: reading the track's scroll
  // sizes would lay out every row at once, the rows off screen too (which `content-visibility` spares).
  useEffect(() => {
    const element = track.current;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!element || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const shown = entry.intersectionRatio >= 0.9;
          if (entry.target === first) setEdges((now) => (now.start === shown ? now : { ...now, start: shown }));
          if (entry.target === last) setEdges((now) => (now.end === shown ? now : { ...now, end: shown }));
        }
      },
      { root: element, threshold: [0, 0.9, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [category.games.length]);

  const scroll = (direction: -1 | 1) => {
    const element = track.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.85, behavior: 'smooth' });
  };

  // Off screen, a row is neither styled, laid out nor painted until it nears the viewport (`content-visibility`): a
  // lobby has a dozen rows of a dozen tiles, and a phone shows two. Its paint containment clips to the section, so
  // the section (not the track) reaches the phone's screen edges.
  return (
    <section
      aria-labelledby={id}
      className="-mx-4 min-w-0 px-4 [contain-intrinsic-size:auto_16rem] [content-visibility:auto] sm:mx-0 sm:px-0"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="flex min-w-0 items-center gap-2 text-base font-semibold text-fg-strong sm:text-lg">
          {category.imageUrl && <img src={category.imageUrl} alt="" aria-hidden className="size-5 object-contain" />}
          <span className="truncate">{category.name}</span>
          <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-fg-muted tabular-nums">
            {category.total}
          </span>
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          <AppLink
            to={to}
            aria-label={t('row.seeAllOf', { name: category.name })}
            className="group inline-flex items-center gap-0.5 rounded-sm px-1 text-sm font-medium text-fg-muted transition-colors hover:text-accent"
          >
            {t('row.seeAll')}
            <ChevronRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5 sm:hidden" />
          </AppLink>
          <div className="hidden gap-1.5 sm:flex">
            <ScrollButton direction={-1} disabled={edges.start} label={t('row.previous')} onClick={() => scroll(-1)} />
            <ScrollButton direction={1} disabled={edges.end} label={t('row.next')} onClick={() => scroll(1)} />
          </div>
        </div>
      </div>
      <ul
        ref={track}
        aria-labelledby={id}
        onScroll={drawAll}
        onPointerEnter={drawAll}
        onFocusCapture={drawAll}
        className={cn(
          TRACK,
          '-mx-4 snap-x scroll-px-4 overflow-x-auto px-4 pt-1 pb-2 [scrollbar-width:none] sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden',
        )}
      >
        {category.games.map((game, index) => (
          <li key={`${game.providerId}:${game.gameCode}`} className="snap-start">
            {index < drawn ? (
              <GameTile game={game} onPlay={onPlay} eager={index < 4} />
            ) : (
              <div aria-hidden className={cn('rounded-md bg-surface-2', TILE_ASPECT)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A row standing in for one that is loading. */
export function GameRowSkeleton() {
  return (
    <div aria-hidden className="min-w-0">
      <div className="shimmer relative mb-3 h-7 w-48 rounded-sm bg-surface-2" />
      <div className={cn(TRACK, 'overflow-hidden pt-1 pb-2')}>
        {Array.from({ length: 8 }, (_, index) => (
          <GameTileSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
