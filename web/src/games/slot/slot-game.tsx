import confetti from 'canvas-confetti';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { BetInput } from '@/games/components/bet-input';
import { GameLayout } from '@/games/components/game-layout';
import type { RoundView } from '@/games/lib/api';
import { useT } from '@/games/lib/i18n';
import { formatMoney, toKurus } from '@/games/lib/money';
import { sounds } from '@/games/lib/sound';
import { validStake } from '@/games/lib/stake';
import { useGame } from '@/games/lib/use-game';
import {
  FREE_SPIN_MULTIPLIER,
  LINES,
  PAYTABLE,
  REELS,
  type SlotOutcome,
  type Spin,
} from '@/games/slot/slot-data';
import { SymbolArt, SymbolDefs } from '@/games/slot/symbols';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A window of the strips at random stops, for the first screen. */
function windowAt(stops: number[]): number[][] {
  return REELS.map((strip, reel) => [0, 1, 2].map((row) => strip[((stops[reel] ?? 0) + row) % strip.length] ?? 0));
}

function filler(reel: number, length: number): number[] {
  const strip = REELS[reel] ?? [];
  const start = Math.floor(Math.random() * strip.length);
  return Array.from({ length }, (_, i) => strip[(start + i) % strip.length] ?? 0);
}

function cssColour(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

function summary(round: RoundView) {
  const outcome = round.outcome as SlotOutcome;
  return (
    <span className="flex items-center gap-1">
      {outcome.base.window.map((column, reel) => (
        <SymbolArt key={reel} index={column[1] ?? 0} className="size-6" />
      ))}
      {outcome.freeSpins.length > 0 && (
        <span className="ml-1 rounded-sm bg-accent-soft px-1.5 text-xs font-semibold text-accent">
          +{outcome.freeSpins.length}
        </span>
      )}
    </span>
  );
}

type Phase = 'idle' | 'spinning' | 'showing';

export default function SlotGame() {
  const { t, lang } = useT();
  const game = useGame('slot');
  const [stake, setStake] = useState(1);
  const [phase, setPhase] = useState<Phase>('idle');
  const [strips, setStrips] = useState<number[][]>(() => windowAt([13, 5, 12, 1, 7]));
  const [spinId, setSpinId] = useState(0);
  const [shownSpin, setShownSpin] = useState<Spin | null>(null);
  const [free, setFree] = useState<{ n: number; total: number } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [win, setWin] = useState(0);
  const reels = useRef<(HTMLDivElement | null)[]>([]);
  const durations = useRef<number[]>([]);
  const limits = game.session?.game;
  const busy = game.busy || phase !== 'idle';
  const canSpin = !!limits && validStake(stake, limits.minStake, limits.maxStake, 0.1) && !busy;

  // A new spin's strips are laid out: run each reel from its top to its last three symbols.
  useLayoutEffect(() => {
    if (spinId === 0) return;
    reels.current.forEach((element, reel) => {
      if (!element) return;
      const length = strips[reel]?.length ?? 3;
      element.style.transition = 'none';
      element.style.transform = 'translateY(0)';
      // Reading the layout commits the reset before the transition starts.
      element.getBoundingClientRect();
      element.style.transition = `transform ${durations.current[reel] ?? 800}ms cubic-bezier(0.18, 0.7, 0.25, 1.04)`;
      element.style.transform = `translateY(-${((length - 3) / length) * 100}%)`;
    });
  }, [spinId, strips]);

  /** Spins the reels to `spin`'s window. */
  const animate = useCallback(async (spin: Spin, fast: boolean) => {
    const reduced = reducedMotion();
    const base = reduced ? 1 : fast ? 450 : 750;
    const step = reduced ? 0 : fast ? 160 : 260;
    durations.current = [0, 1, 2, 3, 4].map((reel) => base + step * reel);
    setStrips((current) =>
      current.map((column, reel) => [
        ...column.slice(-3),
        ...filler(reel, reduced ? 0 : (fast ? 8 : 14) + (fast ? 3 : 5) * reel),
        ...(spin.window[reel] ?? []),
      ]),
    );
    setSpinId((id) => id + 1);
    const stops = durations.current.map((ms, reel) =>
      wait(ms).then(() => {
        if (!reduced) sounds.stop();
        return reel;
      }),
    );
    await Promise.all(stops);
    await wait(reduced ? 0 : 120);
    // Settle: the strips become the window, with no transform.
    reels.current.forEach((element) => {
      if (!element) return;
      element.style.transition = 'none';
      element.style.transform = 'translateY(0)';
    });
    setStrips(spin.window.map((column) => [...column]));
  }, []);

  const spin = useCallback(async () => {
    if (!canSpin) return;
    sounds.click();
    setPhase('spinning');
    setShownSpin(null);
    setWin(0);
    setBanner(null);
    const played = await game.play<SlotOutcome, Record<string, never>>(stake, {});
    if (!played) {
      setPhase('idle');
      return;
    }
    const outcome = played.round.outcome;
    const lineBet = stake / 10;
    await animate(outcome.base, false);
    let total = toKurus(outcome.base.pay * lineBet);
    setShownSpin(outcome.base);
    setWin(total);
    if (outcome.base.pay > 0) sounds.win();
    if (outcome.freeSpins.length > 0) {
      setPhase('showing');
      await wait(outcome.base.pay > 0 ? 1400 : 700);
      setBanner(t('slot.freeSpinsWon', { n: 10 }));
      sounds.bigWin();
      await wait(1800);
      setBanner(null);
      for (const [index, freeSpin] of outcome.freeSpins.entries()) {
        setFree({ n: index + 1, total: outcome.freeSpins.length });
        setShownSpin(null);
        await animate(freeSpin, true);
        setShownSpin(freeSpin);
        if (freeSpin.pay > 0) {
          total = toKurus(total + freeSpin.pay * lineBet);
          setWin(total);
          sounds.win();
          await wait(900);
        } else {
          await wait(300);
        }
        if (freeSpin.trigger) {
          setBanner(t('slot.freeSpinsWon', { n: 10 }));
          await wait(1400);
          setBanner(null);
        }
      }
      setFree(null);
    }
    game.reveal();
    const final = played.round.win;
    setWin(final);
    if (final >= stake * 20) {
      setBanner(t('result.bigWin'));
      sounds.bigWin();
      if (!reducedMotion()) {
        void confetti({
          particleCount: 140,
          spread: 90,
          origin: { y: 0.5 },
          colors: ['--g-gold-1', '--g-gold-2', '--g-nazar-light', '--g-ruby-1'].map(cssColour),
        });
      }
      window.setTimeout(() => {
        setBanner(null);
      }, 2400);
    } else if (final === 0) {
      sounds.lose();
    }
    setPhase('idle');
  }, [canSpin, game, stake, animate, t]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code === 'Space' && !(event.target instanceof HTMLInputElement) && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        void spin();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [spin]);

  // Cells in a winning run, by reel and row.
  const winning = new Set<string>();
  for (const line of shownSpin?.lines ?? []) {
    const rows = LINES[line.line] ?? [];
    for (let reel = 0; reel < line.count; reel += 1) winning.add(`${reel}-${rows[reel] ?? 0}`);
  }
  if (shownSpin && shownSpin.scatters >= 3) {
    shownSpin.window.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === 1) winning.add(`${reel}-${row}`);
      });
    });
  }
  const showing = shownSpin !== null && strips.every((column) => column.length === 3);

  const stage = (
    <div
      className="relative flex h-full flex-col items-center justify-center gap-3 overflow-y-auto px-2 py-4 sm:px-8"
      style={{ background: 'radial-gradient(120% 100% at 50% 0%, var(--g-slot-bg-1), var(--g-slot-bg-2) 75%)' }}
    >
      <SymbolDefs />
      <p
        className="bg-clip-text text-[2.25rem] leading-none font-black tracking-[0.3em] text-transparent drop-shadow-lg sm:text-[3rem]"
        style={{ backgroundImage: 'linear-gradient(180deg, var(--g-gold-1), var(--g-gold-2) 60%, var(--g-gold-3))' }}
        aria-hidden
      >
        NAZAR
      </p>
      <div className="flex h-8 items-center gap-3 text-sm font-semibold" aria-live="polite">
        {free ? (
          <span className="rounded-full bg-accent-soft px-3 py-1 text-accent animate-game-glow">
            {t('slot.freeSpins', { n: free.n, total: free.total })} · ×{FREE_SPIN_MULTIPLIER}
          </span>
        ) : (
          <span className="text-fg-muted">{t('slot.lines')}</span>
        )}
      </div>
      <div
        className="relative w-[min(100%,56rem,calc((100dvh-17rem)*1.55))] rounded-lg p-2 shadow-popover sm:p-3"
        style={{ background: 'linear-gradient(180deg, var(--g-slot-frame-1), var(--g-slot-frame-2))' }}
      >
        <div className="relative grid grid-cols-5 gap-1 rounded-md p-1 sm:gap-1.5" style={{ background: 'var(--g-slot-reel-edge)' }}>
          {strips.map((column, reel) => (
            <div
              key={reel}
              className="relative aspect-[1/3] overflow-hidden rounded-sm"
              style={{ background: 'linear-gradient(180deg, var(--g-slot-bg-2), var(--g-slot-reel) 20%, var(--g-slot-reel) 80%, var(--g-slot-bg-2))' }}
            >
              <div
                ref={(element) => {
                  reels.current[reel] = element;
                }}
                className="flex flex-col will-change-transform"
              >
                {column.map((symbol, row) => (
                  <div
                    // Position in the strip is the identity while it runs.
                    key={row}
                    className={cn(
                      'aspect-square p-[8%]',
                      showing && winning.has(`${reel}-${row}`) && 'animate-game-glow',
                      showing && winning.size > 0 && !winning.has(`${reel}-${row}`) && 'opacity-40',
                    )}
                  >
                    <SymbolArt index={symbol} className="size-full drop-shadow-lg" />
                  </div>
                ))}
              </div>
            </div>
          ))}
          {showing && shownSpin.lines.length > 0 && (
            <svg className="pointer-events-none absolute inset-1 sm:inset-1.5" viewBox="0 0 5 3" preserveAspectRatio="none" aria-hidden>
              {shownSpin.lines.map((line) => (
                <polyline
                  key={line.line}
                  points={(LINES[line.line] ?? []).map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
                  fill="none"
                  stroke={`var(--g-line-${line.line + 1})`}
                  strokeWidth="0.06"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                  className="animate-game-pop"
                  style={{ strokeWidth: 4 }}
                />
              ))}
            </svg>
          )}
        </div>
      </div>
      <div className="flex h-12 items-center" aria-live="polite">
        {win > 0 && (
          <span key={win} className="text-xl font-black text-money tabular animate-game-pop sm:text-[1.875rem] sm:leading-tight" data-testid="slot-win">
            {t('result.win')} {formatMoney(win, lang)}
          </span>
        )}
      </div>
      {banner && (
        <div className="pointer-events-none absolute inset-0 z-10 grid place-items-center bg-scrim/40">
          <span
            className="rounded-lg px-6 py-4 text-center text-xl font-black text-accent-fg shadow-popover animate-game-pop sm:text-[2.25rem] sm:leading-tight"
            style={{ background: 'linear-gradient(180deg, var(--g-gold-1), var(--g-gold-2))' }}
          >
            {banner}
          </span>
        </div>
      )}
    </div>
  );

  const controls = limits && (
    <div className="flex flex-col gap-3">
      <BetInput value={stake} onChange={setStake} min={limits.minStake} max={limits.maxStake} disabled={busy} step={0.1} />
      <div className="flex items-center justify-between rounded-md bg-surface-2 px-3 py-2 text-sm">
        <span className="text-fg-muted">{t('slot.lines')}</span>
        <span className="font-semibold text-fg-strong tabular">
          {t('slot.lineBet', { amount: formatMoney(Number.isFinite(stake) ? stake / 10 : 0, lang) })}
        </span>
      </div>
      <button
        type="button"
        disabled={!canSpin}
        onClick={() => void spin()}
        className="h-14 rounded-md bg-gradient-to-b from-accent-hover to-accent-deep text-lg font-extrabold text-accent-fg shadow-card transition-transform active:scale-[0.98] disabled:opacity-50"
      >
        {t('slot.spin')}
      </button>
    </div>
  );

  const info = (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-fg-strong">{t('slot.paytable')}</h3>
      <div className="grid grid-cols-3 gap-2">
        {Object.entries(PAYTABLE).map(([symbol, pays]) => (
          <div key={symbol} className="flex items-center gap-2 rounded-md bg-surface-2 p-2">
            <SymbolArt index={Number(symbol)} className="size-10 shrink-0" />
            <span className="flex flex-col text-xs tabular text-fg">
              {pays.map((pay, i) => (
                <span key={i}>
                  {5 - (2 - i)}× <b className="text-fg-strong">{pay}</b>
                </span>
              ))}
            </span>
          </div>
        ))}
      </div>
      <div className="flex items-center gap-2 rounded-md bg-surface-2 p-2 text-xs text-fg">
        <SymbolArt index={1} className="size-10 shrink-0" />
        {t('slot.scatterPays')}
      </div>
      <h3 className="mt-1 font-semibold text-fg-strong">{t('slot.lines')}</h3>
      <div className="grid grid-cols-5 gap-2">
        {LINES.map((rows, index) => (
          <svg key={index} viewBox="0 0 5 3" className="rounded-sm bg-surface-2" aria-label={`${index + 1}`}>
            <polyline
              points={rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
              fill="none"
              stroke={`var(--g-line-${index + 1})`}
              strokeWidth="0.18"
              strokeLinejoin="round"
            />
          </svg>
        ))}
      </div>
    </div>
  );

  return (
    <GameLayout
      game={game}
      title={t('slot.title')}
      rules={t('slot.rules')}
      info={info}
      summary={summary}
      stage={stage}
      controls={controls}
    />
  );
}
