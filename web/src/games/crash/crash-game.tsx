import { ExternalLink } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { BetInput } from '@/games/components/bet-input';
import { GameLayout } from '@/games/components/game-layout';
import { GameError, type RoundView } from '@/games/lib/api';
import { useT } from '@/games/lib/i18n';
import { formatMoney, formatNumber, toKurus } from '@/games/lib/money';
import { sounds } from '@/games/lib/sound';
import { validStake } from '@/games/lib/stake';
import { useGame } from '@/games/lib/use-game';
import { drawScene } from '@/games/crash/scene';
import { type CrashSnapshot, multiplierAt, useCrashLive } from '@/games/crash/use-crash-live';

const pointColour = (point: number) =>
  point < 2 ? 'var(--g-low)' : point < 10 ? 'var(--g-mid)' : 'var(--g-high)';

function summary(round: RoundView) {
  const outcome = round.outcome as { round?: number; cashout?: number | null; crashPoint?: number };
  return (
    <span className="flex items-center gap-2 text-sm tabular">
      <span className="text-fg-muted">#{outcome.round ?? '–'}</span>
      {outcome.cashout ? (
        <span className="font-semibold text-money">{outcome.cashout.toFixed(2)}×</span>
      ) : (
        <span className="text-danger">{outcome.crashPoint ? `${outcome.crashPoint.toFixed(2)}×` : '—'}</span>
      )}
    </span>
  );
}

function verifyLink(hash: string, number: number, snapshot: CrashSnapshot, lang: string): string {
  const query = new URLSearchParams({
    game: 'crash',
    hash,
    salt: snapshot.chain.salt,
    terminal: snapshot.chain.terminalHash,
    round: String(number),
    lang,
  });
  return `/games/verify?${query.toString()}`;
}

export default function CrashGame() {
  const { t, lang } = useT();
  const game = useGame('crash');
  const { snapshot, connected, offset } = useCrashLive();
  const [stake, setStake] = useState(1);
  const [auto, setAuto] = useState(false);
  const [autoAt, setAutoAt] = useState(2);
  const [myBet, setMyBet] = useState<{ id: string; number: number; stake: number } | null>(null);
  const [pending, setPending] = useState(false);
  const [cashed, setCashed] = useState<{ multiplier: number; win: number } | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const multiplierText = useRef<HTMLSpanElement>(null);
  const cashoutText = useRef<HTMLSpanElement>(null);
  const latest = useRef<CrashSnapshot | null>(null);
  const crashedAt = useRef<number | null>(null);
  const limits = game.session?.game;
  const round = snapshot?.round ?? null;
  const phase = snapshot?.phase ?? 'starting';
  const mine = round?.bets.find((bet) => bet.id === myBet?.id) ?? null;
  const riding = phase === 'flying' && mine !== null && mine.cashout === null && myBet?.number === round?.number;

  // Phase changes: a crash or an automatic cash-out settles the bet server-side; read the balance again.
  const lastPhase = useRef<string>('');
  const { refreshBalance } = game;
  useEffect(() => {
    latest.current = snapshot;
    if (!snapshot) return;
    const key = `${snapshot.phase}:${snapshot.round?.number ?? 0}`;
    if (key === lastPhase.current) return;
    lastPhase.current = key;
    if (snapshot.phase === 'crashed') {
      crashedAt.current = performance.now();
      if (myBet && snapshot.round?.number === myBet.number) {
        const bet = snapshot.round.bets.find((b) => b.id === myBet.id);
        if (!bet?.cashout) sounds.lose();
        window.setTimeout(() => void refreshBalance(), 600);
      }
    }
    if (snapshot.phase === 'betting') crashedAt.current = null;
  }, [snapshot, myBet, refreshBalance]);

  // A cash-out (by hand or automatic) shows as soon as the snapshot carries it.
  const shownCash = mine?.cashout ? { multiplier: mine.cashout, win: mine.win } : cashed;
  const cheered = useRef<string | null>(null);
  useEffect(() => {
    if (mine?.cashout && cheered.current !== mine.id) {
      cheered.current = mine.id;
      sounds.win();
    }
  }, [mine]);

  // The frame loop: the scene, the multiplier and the live cash-out amount, without re-rendering React.
  useEffect(() => {
    let frame = 0;
    const draw = (now: number) => {
      const element = canvas.current;
      const state = latest.current;
      if (element && state) {
        const ratio = window.devicePixelRatio || 1;
        const { clientWidth: width, clientHeight: height } = element;
        if (element.width !== Math.round(width * ratio) || element.height !== Math.round(height * ratio)) {
          element.width = Math.round(width * ratio);
          element.height = Math.round(height * ratio);
        }
        const ctx = element.getContext('2d');
        const serverNow = Date.now() + offset.current;
        const started = state.round?.startedAt ?? serverNow;
        let elapsed = Math.max(0, serverNow - started);
        let multiplier = multiplierAt(state.growthPerMs, elapsed);
        if (state.phase === 'crashed' && state.round?.crashPoint) {
          multiplier = state.round.crashPoint;
          elapsed = Math.log(multiplier) / state.growthPerMs;
        }
        const bettingLeft = state.round ? Math.max(0, state.round.bettingEndsAt - serverNow) : 0;
        if (ctx) {
          ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
          drawScene(
            ctx,
            width,
            height,
            {
              phase: state.phase,
              elapsed,
              growthPerMs: state.growthPerMs,
              sinceCrash: crashedAt.current === null ? 0 : now - crashedAt.current,
              betting: 0,
            },
            now,
          );
        }
        if (multiplierText.current) {
          multiplierText.current.textContent =
            state.phase === 'betting'
              ? t('crash.nextRound', { seconds: formatNumber(bettingLeft / 1000, lang, 1) })
              : state.phase === 'starting'
                ? t('crash.connecting')
                : `${formatNumber(multiplier, lang)}×`;
        }
        if (cashoutText.current && myBet) {
          cashoutText.current.textContent = formatMoney(toKurus(myBet.stake * multiplier), lang);
        }
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [offset, t, lang, myBet]);

  const placeBet = useCallback(async () => {
    if (!limits || pending || phase !== 'betting' || !round) return;
    setPending(true);
    game.setNotice(null);
    setCashed(null);
    try {
      const answer = await game.api.crashBet(stake, auto ? autoAt : null);
      setMyBet({ id: answer.round, number: round.number, stake });
      game.setBalance(answer.balance);
      sounds.chip();
    } catch (error) {
      game.setNotice({ kind: 'error', text: error instanceof GameError ? error.message : t('app.networkError') });
    } finally {
      setPending(false);
    }
  }, [limits, pending, phase, round, game, stake, auto, autoAt, t]);

  const cashOut = useCallback(async () => {
    if (!riding || pending) return;
    setPending(true);
    try {
      const answer = await game.api.crashCashout();
      const multiplier = toKurus(answer.win / (myBet?.stake ?? 1));
      setCashed({ multiplier, win: answer.win });
      if (answer.balance !== null) game.setBalance(answer.balance);
    } catch (error) {
      game.setNotice({ kind: 'error', text: error instanceof GameError ? error.message : t('app.networkError') });
    } finally {
      setPending(false);
    }
  }, [riding, pending, game, myBet, t]);

  const betThisRound = myBet !== null && myBet.number === round?.number;
  const stage = (
    <div className="flex h-full flex-col">
      <ol className="flex shrink-0 gap-1.5 overflow-x-auto bg-surface-1/60 px-3 py-2" aria-label={t('crash.recent')}>
        {(snapshot?.history ?? []).map((ended) => (
          <li key={ended.number}>
            <a
              href={snapshot ? verifyLink(ended.hash, ended.number, snapshot, lang) : undefined}
              target="_blank"
              rel="noreferrer"
              className="block rounded-full px-2.5 py-0.5 text-xs font-bold tabular hover:brightness-125"
              style={{ color: pointColour(ended.crashPoint), background: 'var(--color-surface-2)' }}
            >
              {ended.crashPoint.toFixed(2)}×
            </a>
          </li>
        ))}
      </ol>
      <div className="relative min-h-[16rem] flex-1">
        <canvas ref={canvas} className="absolute inset-0 size-full" aria-hidden />
        <div className="pointer-events-none absolute inset-x-0 top-[18%] flex flex-col items-center gap-1 text-center">
          {phase === 'crashed' && (
            <span className="text-lg font-bold uppercase tracking-widest text-[var(--g-crash)] animate-game-pop">
              {t('crash.flewAway')}
            </span>
          )}
          <span
            ref={multiplierText}
            data-testid="crash-multiplier"
            className={cn(
              'font-black tabular drop-shadow-lg',
              phase === 'betting' || phase === 'starting' ? 'text-lg text-fg-strong sm:text-xl' : 'text-[3.75rem] leading-none sm:text-[4.5rem]',
              phase === 'crashed' ? 'text-[var(--g-crash)]' : 'text-fg-strong',
            )}
          />
          {round && (
            <span className="text-xs text-fg-muted" data-testid="crash-round">
              {t('crash.round', { n: round.number })}
            </span>
          )}
          {shownCash && betThisRound && (
            <span className="mt-2 rounded-full bg-money-soft px-4 py-1.5 text-sm font-bold text-money animate-game-pop">
              {t('crash.cashedOut', {
                multiplier: formatNumber(shownCash.multiplier, lang),
                amount: formatMoney(shownCash.win, lang),
              })}
            </span>
          )}
        </div>
        <span className="sr-only" aria-live="polite">
          {phase === 'crashed' && round?.crashPoint ? `${t('crash.flewAway')} ${formatNumber(round.crashPoint, lang)}×` : ''}
        </span>
      </div>
    </div>
  );

  const bets = round?.bets ?? [];
  const controls = limits && (
    <div className="flex flex-col gap-3">
      <BetInput
        value={stake}
        onChange={setStake}
        min={limits.minStake}
        max={limits.maxStake}
        disabled={pending || betThisRound}
      />
      <div className="flex items-center gap-2 rounded-md bg-surface-2 px-3 py-2">
        <label className="flex flex-1 items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            checked={auto}
            onChange={(event) => {
              setAuto(event.target.checked);
            }}
            disabled={betThisRound}
            className="size-4 accent-[var(--color-accent)]"
          />
          {t('crash.auto')}
        </label>
        <input
          type="number"
          inputMode="decimal"
          min={1.01}
          step={0.01}
          value={autoAt}
          aria-label={t('crash.autoAt')}
          disabled={!auto || betThisRound}
          onChange={(event) => {
            setAutoAt(event.target.valueAsNumber);
          }}
          onBlur={() => {
            setAutoAt(Math.max(1.01, Number.isFinite(autoAt) ? toKurus(autoAt) : 2));
          }}
          className="h-8 w-20 rounded-sm bg-surface-3 px-2 text-right text-sm font-semibold text-fg-strong tabular outline-none disabled:opacity-40"
        />
        <span className="text-sm text-fg-muted">×</span>
      </div>
      {riding ? (
        <button
          type="button"
          onClick={() => void cashOut()}
          disabled={pending}
          className="flex h-16 flex-col items-center justify-center rounded-md bg-gradient-to-b from-money to-[var(--g-leaf-2)] font-extrabold text-surface-0 shadow-card active:scale-[0.98]"
        >
          <span className="text-xs uppercase tracking-wide">{t('crash.cashout', { amount: '' }).trim()}</span>
          <span ref={cashoutText} className="text-xl tabular" />
        </button>
      ) : (
        <button
          type="button"
          onClick={() => void placeBet()}
          disabled={
            pending ||
            phase !== 'betting' ||
            betThisRound ||
            !validStake(stake, limits.minStake, limits.maxStake) ||
            !connected
          }
          className="h-16 rounded-md bg-gradient-to-b from-accent-hover to-accent-deep text-lg font-extrabold text-accent-fg shadow-card active:scale-[0.98] disabled:opacity-50"
        >
          {betThisRound && phase === 'betting'
            ? t('crash.betPlaced')
            : phase === 'betting'
              ? t('crash.bet')
              : t('crash.waitNext')}
        </button>
      )}
      <div className="flex flex-col gap-1.5">
        <h2 className="text-xs font-medium uppercase tracking-wide text-fg-muted">{t('crash.players')}</h2>
        {bets.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('crash.noPlayers')}</p>
        ) : (
          <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm tabular lg:max-h-none">
            {bets.map((bet) => (
              <li
                key={bet.id}
                className={cn(
                  'flex items-center justify-between rounded-sm px-2 py-1',
                  bet.cashout ? 'bg-money-soft' : 'bg-surface-2',
                  bet.id === myBet?.id && 'ring-1 ring-accent',
                )}
              >
                <span className="text-fg">{bet.player}</span>
                <span className="text-fg-muted">{formatMoney(bet.stake, lang)}</span>
                <span className={bet.cashout ? 'font-semibold text-money' : 'text-fg-muted'}>
                  {bet.cashout ? `${bet.cashout.toFixed(2)}× +${formatMoney(bet.win, lang)}` : '—'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );

  const fairness = snapshot && (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-fg">{t('crash.chainIntro')}</p>
      <div className="flex flex-col gap-1">
        <span className="text-xs text-fg-muted">{t('crash.terminal')}</span>
        <code className="break-all rounded-sm bg-surface-2 px-3 py-2 font-mono text-xs text-fg-strong">
          {snapshot.chain.terminalHash}
        </code>
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-xs text-fg-muted">{t('crash.salt')}</span>
        <code className="break-all rounded-sm bg-surface-2 px-3 py-2 font-mono text-xs text-fg-strong">
          {snapshot.chain.salt}
        </code>
      </div>
      <h3 className="font-semibold text-fg-strong">{t('crash.recent')}</h3>
      <ul className="flex flex-col gap-1">
        {snapshot.history.slice(0, 10).map((ended) => (
          <li key={ended.number} className="flex items-center gap-2 rounded-sm bg-surface-2 px-2 py-1.5 text-xs">
            <span className="w-12 text-fg-muted tabular">#{ended.number}</span>
            <span className="w-14 font-bold tabular" style={{ color: pointColour(ended.crashPoint) }}>
              {ended.crashPoint.toFixed(2)}×
            </span>
            <code className="min-w-0 flex-1 truncate font-mono text-fg-muted">{ended.hash}</code>
            <a
              href={verifyLink(ended.hash, ended.number, snapshot, lang)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-accent hover:underline"
            >
              {t('fair.verify')} <ExternalLink className="size-3" aria-hidden />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <GameLayout
      game={game}
      title={t('crash.title')}
      rules={t('crash.rules')}
      fairness={fairness}
      summary={summary}
      stage={stage}
      controls={controls}
    />
  );
}
