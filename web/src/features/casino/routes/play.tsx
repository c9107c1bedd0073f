import { ArrowLeft, Gamepad2, Maximize, Minimize, RotateCw } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { GameFrame } from '@/features/casino/components/game-frame';
import { LaunchFailed } from '@/features/casino/components/launch-failed';
import { LobbyNotice } from '@/features/casino/components/lobby-notice';
import { useFullscreen } from '@/features/casino/hooks/use-fullscreen';
import { useGameSession } from '@/features/casino/hooks/use-game-session';
import type { PlayLocationState } from '@/features/casino/hooks/use-launch-game';
import { type LaunchableGame, decodeGame, lobbyPathOf } from '@/features/casino/lib/game-link';
import { makerOf } from '@/features/casino/lib/makers';
import { DocumentTitle, PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';

const BAR_BUTTON =
  'grid size-9 shrink-0 place-items-center rounded-sm text-fg transition-colors duration-150 hover:bg-surface-3 hover:text-fg-strong disabled:opacity-50';

/** /casino/play/{encoded game data} (product §2): the desktop's full-page game. */
export function CasinoPlayRoute() {
  const { t } = useTranslation('casino');
  const { game: segment = '' } = useParams();
  const game = useMemo(() => decodeGame(segment), [segment]);
  if (!game) {
    return (
      <div className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6">
        <DocumentTitle title={`${t('play.notFoundTitle')} · Zar`} />
        <LobbyNotice
          icon={Gamepad2}
          title={t('play.notFoundTitle')}
          body={t('play.notFoundBody')}
          action={
            <Button asChild>
              <Link to="/casino/slot">{t('play.back')}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <PlayPage key={segment} game={game} />;
}

function PlayPage({ game }: { game: LaunchableGame }) {
  const { t } = useTranslation('casino');
  const navigate = useNavigate();
  const location = useLocation();
  const back = (location.state as PlayLocationState | null)?.from ?? lobbyPathOf(game);
  const session = useGameSession(game, 1);
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const exit = useCallback(() => void navigate(back), [navigate, back]);

  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-4 pb-6 sm:px-6">
      <PageMeta title={`${game.name} · Zar`} description={t('play.description', { name: game.name })} />
      <div
        ref={stage}
        className="flex h-[calc(100dvh-10.5rem)] min-h-[30rem] flex-col overflow-hidden rounded-lg bg-surface-1 shadow-card ring-1 ring-line [&:fullscreen]:h-dvh [&:fullscreen]:rounded-none"
      >
        <div className="flex h-12 shrink-0 items-center gap-3 border-b border-line px-2 sm:px-3">
          <Button asChild variant="ghost" size="sm" className="text-fg-muted">
            <Link to={back} aria-label={t('play.back')}>
              <ArrowLeft aria-hidden className="size-4" />
              <span aria-hidden className="hidden sm:inline">
                {t('play.back')}
              </span>
            </Link>
          </Button>
          <span aria-hidden className="h-6 w-px bg-line" />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-sm leading-5 font-semibold text-fg-strong">{game.name}</h1>
            <p className="truncate text-xs text-fg-muted">{makerOf(game)}</p>
          </div>
          <button type="button" aria-label={t('play.reload')} onClick={session.reload} disabled={session.pending} className={BAR_BUTTON}>
            <RotateCw aria-hidden className="size-[18px]" />
          </button>
          {fullscreen.supported && (
            <button
              type="button"
              aria-label={t(fullscreen.active ? 'play.exitFullscreen' : 'play.fullscreen')}
              onClick={fullscreen.toggle}
              className={BAR_BUTTON}
            >
              {fullscreen.active ? <Minimize aria-hidden className="size-[18px]" /> : <Maximize aria-hidden className="size-[18px]" />}
            </button>
          )}
        </div>
        <GameFrame
          session={session}
          name={game.name}
          onExit={exit}
          className="flex-1"
          failure={
            <LaunchFailed
              message={session.error?.message ?? null}
              actions={
                <>
                  <Button asChild variant="secondary">
                    <Link to={back}>{t('play.back')}</Link>
                  </Button>
                  <Button onClick={session.reload}>{t('play.retry')}</Button>
                </>
              }
            />
          }
        />
      </div>
    </div>
  );
}
