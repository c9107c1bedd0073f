import { ArrowLeft, CloudOff, Heart, SearchX, Sparkles } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCasinoCategories } from '@/features/casino/api/get-categories';
import { type GridView, useGamePages } from '@/features/casino/api/get-game-pages';
import { useLobbyRows } from '@/features/casino/api/get-games';
import type { CasinoCategory, CasinoGame, CategoryGames } from '@/features/casino/api/types';
import { CategoryRail } from '@/features/casino/components/category-rail';
import { GameGrid, GridSkeleton } from '@/features/casino/components/game-grid';
import { GameRow, GameRowSkeleton } from '@/features/casino/components/game-row';
import { GameSearch } from '@/features/casino/components/game-search';
import { LobbyHighlights } from '@/features/casino/components/lobby-highlights';
import { LobbyNotice } from '@/features/casino/components/lobby-notice';
import { useLaunchGame } from '@/features/casino/hooks/use-launch-game';
import {
  LOBBIES,
  type Lobby,
  type LobbyKey,
  categoriesOf,
  lobbyViewSearch,
  readLobbyView,
  searchLobby,
} from '@/features/casino/lib/lobbies';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

const TITLES = {
  slot: 'nav.casino',
  live: 'nav.liveCasino',
  games: 'nav.games',
  bingo: 'nav.bingo',
  tvbets: 'nav.tvGames',
} as const satisfies Record<LobbyKey, string>;

/** How many rows come before the video banner and the top winners; they are drawn at once, the rest near the screen. */
const ROWS_BEFORE_HIGHLIGHTS = 2;

/**
 * A casino lobby (product §2): the hero the app gives (the CMS carousel), the title and the search,
 * the category rail, then the view the address names: the lobby's rows with the video banner and
 * the top winners, one category's grid, the favourites or the search results.
 */
export function CasinoLobbyRoute({ lobby: key, hero }: { lobby: LobbyKey; hero?: ReactNode }) {
  const { t } = useTranslation('casino');
  const { t: tc } = useTranslation();
  const lobby = LOBBIES[key];
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const view = readLobbyView(params);
  const categories = useCasinoCategories();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const launch = useLaunchGame();
  const lobbyCategories = categoriesOf(categories.data ?? [], key);
  const title = view.kind === 'system' && view.slug === 'virtual' ? tc('nav.virtual') : tc(TITLES[key]);

  return (
    <>
      <PageMeta title={`${title} · Zar`} description={t(`meta.${key}`)} />
      <div className="mx-auto flex max-w-[1440px] flex-col gap-5 px-4 pt-4 pb-12 sm:gap-6 sm:px-6 sm:pt-6">
        {view.kind === 'overview' && hero}
        <div className="flex flex-col gap-3 sm:gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h1 className="text-xl font-bold tracking-tight text-fg-strong">{title}</h1>
            <GameSearch
              key={view.kind === 'search' ? view.term : ''}
              searchLobby={searchLobby(pathname)}
              initialTerm={view.kind === 'search' ? view.term : ''}
              onPlay={launch}
              className="w-full sm:w-80"
            />
          </div>
          <CategoryRail lobby={lobby} view={view} categories={lobbyCategories} showFavorites={isLoggedIn} />
        </div>
        {view.kind === 'overview' ? (
          <LobbyOverview lobby={lobby} onPlay={launch} />
        ) : view.kind === 'favorites' && !isLoggedIn ? (
          <FavoritesLogin />
        ) : (
          <LobbyGrid key={lobbyViewSearch(view)} lobby={lobby} view={view} categories={lobbyCategories} onPlay={launch} />
        )}
      </div>
    </>
  );
}

/** The lobby's categories as rows; with no rows to show, every game of the lobby as one grid. */
function LobbyOverview({ lobby, onPlay }: { lobby: Lobby; onPlay: (game: CasinoGame) => void }) {
  const { t } = useTranslation('casino');
  const rows = useLobbyRows(lobby.key);
  const isLive = lobby.key === 'live';

  if (rows.isPending) {
    return (
      <div role="status" aria-label={t('grid.loading')} className="flex flex-col gap-8">
        <GameRowSkeleton />
        <GameRowSkeleton />
        <GameRowSkeleton />
      </div>
    );
  }
  if (rows.isError) return <LoadFailed onRetry={() => void rows.refetch()} retrying={rows.isFetching} />;

  const filled = rows.data.filter((row) => row.games.length > 0);
  if (filled.length === 0) {
    return (
      <div className="flex flex-col gap-8">
        <LobbyGrid lobby={lobby} view={{ kind: 'category', id: 0 }} categories={[]} onPlay={onPlay} />
        <LobbyHighlights isLive={isLive} />
      </div>
    );
  }
  const to = (category: CategoryGames) => `${lobby.path}${lobbyViewSearch({ kind: 'category', id: category.id })}`;
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      {/* On the first load, each of these draws in a task of its own (components/ui/deferred.tsx). */}
      {filled.slice(0, ROWS_BEFORE_HIGHLIGHTS).map((category) => (
        <Deferred key={category.id} fallback={<RowPlace />}>
          <GameRow category={category} to={to(category)} onPlay={onPlay} />
        </Deferred>
      ))}
      <Deferred fallback={<RowPlace />}>
        <LobbyHighlights isLive={isLive} />
      </Deferred>
      {filled.slice(ROWS_BEFORE_HIGHLIGHTS).map((category) => (
        <RowWhenNear key={category.id} category={category} to={to(category)} onPlay={onPlay} />
      ))}
      <div className="flex justify-center">
        <Button asChild variant="secondary">
          <Link to={`${lobby.path}${lobbyViewSearch({ kind: 'category', id: 0 })}`}>{t('rail.allGames')}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * A row below the highlights, drawn when it comes within 200 px of the viewport: a lobby's dozen rows of a dozen
 * tiles, drawn at once, were one long task on a phone, and most visitors never scroll that far. Until then a block of
 * about its height holds its place. Browsers without IntersectionObserver get it at once.
 */
function RowWhenNear(props: ComponentProps<typeof GameRow>) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const watch = useNearViewport(() => setNear(true), !near, '200px');
  return near ? <GameRow {...props} /> : <RowPlace watch={watch} />;
}

/** The place a row holds until it is drawn: about its height. */
function RowPlace({ watch }: { watch?: (element: HTMLElement | null) => void }) {
  return <div ref={watch} aria-hidden className="h-64 sm:h-72 xl:h-80" />;
}

function viewTitle(view: GridView, categories: CasinoCategory[], served: string | null, t: ReturnType<typeof useTranslation<'casino'>>['t']) {
  switch (view.kind) {
    case 'category':
      return view.id === 0 ? t('rail.allGames') : (categories.find((category) => category.id === view.id)?.name ?? served ?? '');
    case 'system':
      return t(`rail.system.${view.slug}`);
    case 'favorites':
      return t('rail.favorites');
    case 'search':
      return t('search.title', { term: view.term });
  }
}

/** One view's games as a grid read page by page, with its title, count and designed empty state. */
function LobbyGrid({
  lobby,
  view,
  categories,
  onPlay,
}: {
  lobby: Lobby;
  view: GridView;
  categories: CasinoCategory[];
  onPlay: (game: CasinoGame) => void;
}) {
  const { t } = useTranslation('casino');
  const pages = useGamePages(view, lobby.key);
  const loaded = pages.data?.pages ?? [];
  const seen = new Set<string>();
  const games = loaded
    .flatMap((page) => page.games)
    .filter((game) => {
      const key = `${game.providerId}:${game.gameCode}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const total = loaded.at(-1)?.total ?? 0;
  const title = viewTitle(view, categories, loaded[0]?.name ?? null, t);

  let content: ReactNode;
  if (pages.isPending) content = <GridSkeleton count={14} label={t('grid.loading')} />;
  else if (pages.isError && games.length === 0) content = <LoadFailed onRetry={() => void pages.refetch()} retrying={pages.isFetching} />;
  else if (games.length === 0) content = <EmptyView view={view} lobby={lobby} />;
  else
    content = (
      <GameGrid
        games={games}
        total={Math.max(total, games.length)}
        label={title}
        hasMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        onMore={() => {
          if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
        }}
        onPlay={onPlay}
      />
    );

  return (
    <section aria-labelledby="lobby-grid-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 items-baseline gap-2.5">
          <h2 id="lobby-grid-title" className="truncate text-lg font-semibold text-fg-strong">
            {title}
          </h2>
          {!pages.isPending && games.length > 0 && (
            <span className="shrink-0 text-sm text-fg-muted tabular-nums">{t('search.count', { count: total })}</span>
          )}
        </div>
        <Link
          to={lobby.path}
          className="group inline-flex items-center gap-1 rounded-sm text-sm font-medium text-fg-muted transition-colors hover:text-accent"
        >
          <ArrowLeft aria-hidden className="size-4 transition-transform group-hover:-translate-x-0.5" />
          {t('grid.backToLobby')}
        </Link>
      </div>
      {content}
    </section>
  );
}

function EmptyView({ view, lobby }: { view: GridView; lobby: Lobby }) {
  const { t } = useTranslation('casino');
  const link = (to: string, label: string) => (
    <Button asChild variant="secondary">
      <Link to={to}>{label}</Link>
    </Button>
  );
  if (view.kind === 'search')
    return (
      <LobbyNotice
        role="status"
        icon={SearchX}
        title={t('search.none', { term: view.term })}
        body={t('search.noneBody')}
        action={link(lobby.path, t('search.clearAction'))}
      />
    );
  if (view.kind === 'favorites')
    return (
      <LobbyNotice
        role="status"
        icon={Heart}
        title={t('favorites.emptyTitle')}
        body={t('favorites.emptyBody')}
        action={link(lobby.path, t('favorites.emptyAction'))}
      />
    );
  const allGames = view.kind === 'category' && view.id === 0;
  return (
    <LobbyNotice
      role="status"
      icon={Sparkles}
      title={t('grid.emptyTitle')}
      body={t('grid.emptyBody')}
      action={allGames ? undefined : link(`${lobby.path}${lobbyViewSearch({ kind: 'category', id: 0 })}`, t('grid.emptyAction'))}
    />
  );
}

function FavoritesLogin() {
  const { t } = useTranslation('casino');
  const show = useDialogStore((state) => state.show);
  return (
    <LobbyNotice
      icon={Heart}
      title={t('favorites.loginTitle')}
      body={t('favorites.loginBody')}
      action={<Button onClick={() => show('login')}>{t('favorites.login')}</Button>}
    />
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('casino');
  return (
    <LobbyNotice
      role="alert"
      tone="muted"
      icon={CloudOff}
      title={t('grid.errorTitle')}
      body={t('grid.errorBody')}
      action={
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {t('grid.retry')}
        </Button>
      }
    />
  );
}
