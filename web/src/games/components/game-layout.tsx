import { RefreshCw, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { RoundView } from '@/games/lib/api';
import { useT } from '@/games/lib/i18n';
import type { GameState } from '@/games/lib/use-game';
import { FairnessPanel, HistoryPanel, InfoPanel } from '@/games/components/panels';
import { GameShell } from '@/games/components/shell';
import { Sheet } from '@/games/components/sheet';

type Panel = 'history' | 'fairness' | 'info' | null;

/** What every game page has around its own stage and controls: the loading and error screens, the panels. */
export function GameLayout({
  game,
  title,
  rules,
  info,
  fairness,
  summary,
  stage,
  controls,
  className,
}: {
  game: GameState;
  title: string;
  rules: string;
  info?: ReactNode;
  /** A game's own fairness panel (crash: its hash chain) instead of the seed pair's. */
  fairness?: ReactNode;
  summary: (round: RoundView) => ReactNode;
  stage: ReactNode;
  controls: ReactNode;
  className?: string;
}) {
  const { t, lang } = useT();
  const [panel, setPanel] = useState<Panel>(null);
  if (game.phase !== 'ready' || !game.session) {
    return <GameStatus game={game} title={title} lang={lang} t={t} />;
  }
  const close = () => {
    setPanel(null);
  };
  return (
    <>
      <GameShell
        title={title}
        balance={game.balance}
        stage={stage}
        controls={controls}
        notice={game.notice}
        onDismissNotice={() => {
          game.setNotice(null);
        }}
        onHistory={() => {
          setPanel('history');
        }}
        onFairness={() => {
          setPanel('fairness');
        }}
        onInfo={() => {
          setPanel('info');
        }}
        className={className}
      />
      {panel === 'history' && <HistoryPanel rounds={game.history} summary={summary} onClose={close} />}
      {panel === 'fairness' &&
        (fairness ? (
          <Sheet title={t('fair.title')} onClose={close}>
            {fairness}
          </Sheet>
        ) : (
          <FairnessPanel seeds={game.session.seeds} onRotate={game.rotate} onClose={close} />
        ))}
      {panel === 'info' && (
        <InfoPanel title={title} game={game.session.game} rules={rules} onClose={close}>
          {info}
        </InfoPanel>
      )}
    </>
  );
}

function GameStatus({
  game,
  title,
  lang,
  t,
}: {
  game: GameState;
  title: string;
  lang: string;
  t: ReturnType<typeof useT>['t'];
}) {
  return (
    <div className="game-root items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-bold text-fg-strong">{title}</h1>
      {game.phase === 'loading' && (
        <>
          <span className="boot-spinner" aria-hidden />
          <p className="text-sm text-fg-muted">{t('app.loading')}</p>
        </>
      )}
      {game.phase === 'no-session' && (
        <>
          <ShieldCheck className="size-10 text-accent" aria-hidden />
          <p className="max-w-sm text-sm text-fg">
            {game.notice?.text ? `${game.notice.text} ` : ''}
            {t('app.noSession')}{' '}
            <a className="font-semibold text-accent hover:underline" href={`/games/verify?lang=${lang}`}>
              {t('app.verifyLink')}
            </a>
          </p>
        </>
      )}
      {game.phase === 'failed' && (
        <>
          <p role="alert" className="max-w-sm text-sm text-fg">
            {game.notice?.text ?? t('app.networkError')}
          </p>
          <button
            type="button"
            onClick={game.reload}
            className="flex h-10 items-center gap-2 rounded-sm bg-accent px-4 font-semibold text-accent-fg hover:bg-accent-hover"
          >
            <RefreshCw className="size-4" aria-hidden />
            {t('app.retry')}
          </button>
        </>
      )}
    </div>
  );
}
