import { LoaderCircle, Search, SearchX, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuickSearch } from '@/features/casino/api/get-games';
import type { CasinoGame } from '@/features/casino/api/types';
import { GameArt } from '@/features/casino/components/game-art';
import type { Lobby } from '@/features/casino/lib/lobbies';
import { makerOf } from '@/features/casino/lib/makers';
import { cn } from '@/lib/cn';

/** Searches start at two letters, once typing pauses. */
export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The lobby's search (product §2, §9): as the player types, a dropdown with the first five games
 * (a combobox: arrows move, Enter opens the game); Enter on the text or "see all results" opens the
 * full results in the search lobby (casino/live from the live casino, else casino/slot).
 */
export function GameSearch({
  searchLobby,
  initialTerm = '',
  onPlay,
  className,
}: {
  searchLobby: Lobby;
  initialTerm?: string;
  onPlay: (game: CasinoGame) => void;
  className?: string;
}) {
  const { t } = useTranslation('casino');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);

  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = term.length >= MIN_SEARCH_LENGTH;
  const live = searchLobby.key === 'live';
  const quick = useQuickSearch(term, live, searching);
  const games = searching ? (quick.data?.games ?? []) : [];
  const total = quick.data?.total ?? 0;
  const pending = text.trim() !== term || (searching && quick.isFetching);
  const showList = open && text.trim().length >= MIN_SEARCH_LENGTH;
  // The options: the games, then "see all results".
  const optionCount = games.length + (games.length > 0 ? 1 : 0);

  // A click anywhere else closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const showAll = () => {
    const value = text.trim();
    if (value.length < MIN_SEARCH_LENGTH) return;
    setOpen(false);
    input.current?.blur();
    void navigate(`${searchLobby.path}?q=${encodeURIComponent(value)}`);
  };

  const play = (game: CasinoGame) => {
    setOpen(false);
    onPlay(game);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && optionCount > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % optionCount);
    } else if (event.key === 'ArrowUp' && optionCount > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? optionCount - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const game = showList ? games[active] : undefined;
      if (game) play(game);
      else showAll();
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
      } else setText('');
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div ref={box} role="search" className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t(live ? 'search.labelLive' : 'search.label')}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-fg-muted" />
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-expanded={showList}
        aria-controls={showList ? `${id}-list` : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        placeholder={t(live ? 'search.placeholderLive' : 'search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={cn(
          'h-10 w-full rounded-full bg-surface-2 pr-10 pl-10 text-sm text-fg-strong ring-1 ring-line ring-inset',
          'placeholder:text-fg-muted transition-shadow duration-150 ease-out focus:ring-2 focus:ring-accent focus:outline-none',
          '[&::-webkit-search-cancel-button]:hidden',
        )}
      />
      {text && (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => {
            setText('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 place-items-center rounded-full text-fg-muted transition-colors hover:bg-surface-3 hover:text-fg-strong"
        >
          {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <X aria-hidden className="size-4" />}
        </button>
      )}
      {showList && (
      <div className="absolute top-full right-0 left-0 z-40 mt-2 min-w-[18rem] origin-top animate-pop-in overflow-hidden rounded-md bg-surface-3 shadow-popover">
        <ul id={`${id}-list`} role="listbox" aria-label={t('search.results')} className="max-h-[min(26rem,70dvh)] overflow-y-auto p-1.5">
          {games.map((game, index) => (
            <li
              key={`${game.providerId}:${game.gameCode}`}
              id={optionId(index)}
              role="option"
              aria-label={t('search.option', { name: game.name, maker: makerOf(game) })}
              aria-selected={active === index}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => play(game)}
              onPointerMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-sm p-1.5 transition-colors duration-100',
                active === index ? 'bg-surface-2' : 'hover:bg-surface-2',
              )}
            >
              <span className="relative aspect-[3/4] w-9 shrink-0 overflow-hidden rounded-[4px] bg-surface-2">
                <GameArt game={game} eager />
              </span>
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-fg-strong">{game.name}</span>
                <span className="block truncate text-xs text-fg-muted">{makerOf(game)}</span>
              </span>
            </li>
          ))}
          {games.length > 0 && (
            <li
              id={optionId(games.length)}
              role="option"
              aria-label={t('search.seeAllCount', { count: total })}
              aria-selected={active === games.length}
              onPointerDown={(event) => event.preventDefault()}
              onClick={showAll}
              onPointerMove={() => setActive(games.length)}
              className={cn(
                'mt-1 flex cursor-pointer items-center justify-between rounded-sm border-t border-line px-2.5 py-2.5 text-sm font-semibold text-accent',
                active === games.length ? 'bg-surface-2' : 'hover:bg-surface-2',
              )}
            >
              {t('search.seeAll')}
              <span className="text-xs font-medium text-fg-muted tabular-nums">{t('search.count', { count: total })}</span>
            </li>
          )}
        </ul>
        {games.length === 0 && (
          <p role="status" className="flex items-center gap-2.5 px-4 py-4 text-sm text-fg-muted">
            {pending ? (
              <>
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
                {t('search.searching')}
              </>
            ) : (
              <>
                <SearchX aria-hidden className="size-4 shrink-0" />
                {t('search.none', { term })}
              </>
            )}
          </p>
        )}
      </div>
      )}
    </div>
  );
}
