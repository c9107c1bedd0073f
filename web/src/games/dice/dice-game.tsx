import { ArrowLeftRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { BetInput } from '@/games/components/bet-input';
import { GameLayout } from '@/games/components/game-layout';
import type { RoundView } from '@/games/lib/api';
import { useT } from '@/games/lib/i18n';
import { formatMoney, formatNumber } from '@/games/lib/money';
import { sounds } from '@/games/lib/sound';
import { validStake } from '@/games/lib/stake';
import { useGame } from '@/games/lib/use-game';
import {
  type Direction,
  ROLLS,
  clampTarget,
  flip,
  multiplierBp,
  payout,
  targetForChance,
  winningRolls,
} from '@/games/dice/dice-math';

interface DiceOutcome {
  roll: number;
  win: boolean;
  multiplier: number;
  chance: number;
}
interface DiceParams {
  target: number;
  direction: Direction;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Our die: a rounded cube face with pips, drawn in SVG. */
function Die({ rolling, face }: { rolling: boolean; face: number }) {
  const pips: Record<number, [number, number][]> = {
    1: [[50, 50]],
    2: [[30, 30], [70, 70]],
    3: [[28, 28], [50, 50], [72, 72]],
    4: [[30, 30], [70, 30], [30, 70], [70, 70]],
    5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
    6: [[30, 26], [70, 26], [30, 50], [70, 50], [30, 74], [70, 74]],
  };
  return (
    <svg viewBox="0 0 100 100" className={cn('size-16 drop-shadow-xl sm:size-20', rolling && 'animate-die-tumble')} aria-hidden>
      <defs>
        <linearGradient id="die-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--g-dice-cube-1)" />
          <stop offset="1" stopColor="var(--g-dice-cube-2)" />
        </linearGradient>
      </defs>
      <rect x="6" y="6" width="88" height="88" rx="20" fill="url(#die-face)" />
      <rect x="6" y="6" width="88" height="88" rx="20" fill="none" stroke="var(--g-dice-glow)" strokeWidth="3" />
      {(pips[face] ?? pips[5] ?? []).map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="8" fill="var(--g-dice-pip)" />
      ))}
    </svg>
  );
}

function summary(round: RoundView) {
  return <Summary round={round} />;
}

function Summary({ round }: { round: RoundView }) {
  const { lang } = useT();
  const outcome = round.outcome as DiceOutcome;
  const params = round.params as DiceParams;
  return (
    <span className="flex items-center gap-2 text-sm tabular">
      <span className={cn('font-bold', outcome.win ? 'text-money' : 'text-danger')}>{formatNumber(outcome.roll, lang)}</span>
      <span className="text-fg-muted">
        {params.direction === 'under' ? '<' : '>'} {formatNumber(params.target, lang)} · {formatNumber(outcome.multiplier, lang, 4)}×
      </span>
    </span>
  );
}

export default function DiceGame() {
  const { t, lang } = useT();
  const game = useGame('dice');
  const [stake, setStake] = useState(1);
  const [direction, setDirection] = useState<Direction>('under');
  const [target, setTarget] = useState(5000);
  const [shown, setShown] = useState<number | null>(null);
  const [result, setResult] = useState<{ outcome: DiceOutcome; win: number } | null>(null);
  const [rolling, setRolling] = useState(false);
  // The round being animated: kept out of the strip of recent rolls until its number lands.
  const [landing, setLanding] = useState<string | null>(null);
  const frame = useRef(0);
  const limits = game.session?.game;
  const winning = winningRolls(target, direction);
  const chance = winning / 100;
  const multiplier = multiplierBp(winning) / 10_000;
  const canRoll = !!limits && validStake(stake, limits.minStake, limits.maxStake) && !game.busy && !rolling;

  useEffect(() => () => {
    cancelAnimationFrame(frame.current);
  }, []);

  const recent = game.history
    .filter((round) => round.id !== landing)
    .slice(0, 8)
    .map((round) => round.outcome as DiceOutcome);

  const roll = useCallback(async () => {
    if (!canRoll) return;
    sounds.click();
    setRolling(true);
    setResult(null);
    const played = await game.play<DiceOutcome, DiceParams>(stake, { target: target / 100, direction });
    if (!played) {
      setRolling(false);
      return;
    }
    const outcome = played.round.outcome;
    setLanding(played.round.id);
    const finish = () => {
      setShown(outcome.roll);
      setRolling(false);
      setLanding(null);
      game.reveal();
      setResult({ outcome, win: played.round.win });
      if (outcome.win) {
        if (outcome.multiplier >= 10) sounds.bigWin();
        else sounds.win();
      } else sounds.lose();
    };
    if (reducedMotion()) {
      finish();
      return;
    }
    // The number runs up to the roll over 0.6 s, ticking.
    const start = performance.now();
    const from = shown ?? 50;
    let lastTick = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / 600);
      const eased = 1 - Math.pow(1 - progress, 3);
      setShown(from + (outcome.roll - from) * eased);
      if (now - lastTick > 50) {
        sounds.tick();
        lastTick = now;
      }
      if (progress < 1) frame.current = requestAnimationFrame(step);
      else finish();
    };
    frame.current = requestAnimationFrame(step);
  }, [canRoll, game, stake, target, direction, shown]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code === 'Space' && !(event.target instanceof HTMLInputElement) && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        void roll();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [roll]);

  const setChance = (value: number) => {
    if (Number.isFinite(value)) setTarget(targetForChance(value, direction));
  };
  const position = (value: number) => `${(value / ROLLS) * 100}%`;
  const winColour = 'var(--g-dice-win)';
  const loseColour = 'var(--g-dice-lose)';
  const split = position(target);
  const track =
    direction === 'under'
      ? `linear-gradient(90deg, ${winColour} 0 ${split}, ${loseColour} ${split} 100%)`
      : `linear-gradient(90deg, ${loseColour} 0 ${split}, ${winColour} ${split} 100%)`;
  const last = result?.outcome;

  const stage = (
    <div
      className="flex h-full flex-col items-center justify-center gap-6 overflow-y-auto px-4 py-6 sm:px-10"
      style={{ background: 'radial-gradient(120% 90% at 50% 0%, var(--g-dice-bg-1), var(--g-dice-bg-2))' }}
    >
      <ol className="flex min-h-8 flex-wrap justify-center gap-1.5" aria-label={t('app.history')}>
        {recent.map((outcome, index) => (
          <li
            // Rolls repeat; their place in the strip is their identity.
            key={index}
            className={cn(
              'rounded-sm px-2 py-1 text-xs font-bold tabular',
              outcome.win ? 'bg-money-soft text-money' : 'bg-danger-soft text-danger',
              index === 0 && 'animate-game-pop',
            )}
          >
            {formatNumber(outcome.roll, lang)}
          </li>
        ))}
      </ol>
      <div className="flex items-center gap-5">
        <Die rolling={rolling} face={last ? (Math.floor(last.roll) % 6) + 1 : 5} />
        <div className="flex flex-col items-start">
          <output
            aria-live="polite"
            data-testid="dice-roll"
            className={cn(
              'text-[3.5rem] leading-none font-black tabular sm:text-[5rem]',
              !last && 'text-fg-muted/40',
              last?.win === true && 'text-money',
              last?.win === false && 'text-danger animate-game-shake',
            )}
          >
            {formatNumber(shown ?? 0, lang)}
          </output>
          <span className="h-6 text-sm font-semibold">
            {result &&
              (result.outcome.win ? (
                <span className="text-money animate-game-pop">
                  {t('result.win')} +{formatMoney(result.win, lang)}
                </span>
              ) : (
                <span className="text-fg-muted">{t('result.lose')}</span>
              ))}
          </span>
        </div>
      </div>
      <div className="w-full max-w-2xl">
        <div className="relative h-14 rounded-lg bg-[var(--g-dice-track)] px-5 pt-5 shadow-card">
          <div className="relative h-3 rounded-full" style={{ background: track }}>
            {last && (
              <span
                className="absolute -top-9 -translate-x-1/2 rounded-sm bg-surface-0 px-1.5 py-0.5 text-xs font-bold text-fg-strong tabular shadow-popover transition-[left] duration-500 ease-out"
                style={{ left: position(last.roll * 100) }}
              >
                {formatNumber(last.roll, lang)}
              </span>
            )}
            <input
              type="range"
              min={0}
              max={ROLLS - 1}
              step={1}
              value={target}
              aria-label={t('dice.target')}
              aria-valuetext={(target / 100).toFixed(2)}
              disabled={game.busy || rolling}
              onChange={(event) => {
                setTarget(clampTarget(event.target.valueAsNumber, direction));
              }}
              className="dice-range absolute inset-x-0 -top-2 h-7 w-full cursor-grab appearance-none bg-transparent"
            />
          </div>
          <div className="mt-2 flex justify-between text-[0.625rem] text-fg-muted tabular" aria-hidden>
            {[0, 25, 50, 75, 100].map((n) => (
              <span key={n}>{n}</span>
            ))}
          </div>
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2">
          <Stat label={t('dice.multiplier')}>
            <span className="text-lg font-bold text-fg-strong tabular">{formatNumber(multiplier, lang, 4)}×</span>
          </Stat>
          <Stat label={`${t('dice.target')} · ${direction === 'under' ? t('dice.rollUnder') : t('dice.rollOver')}`}>
            <div className="flex items-center gap-1">
              <input
                type="number"
                inputMode="decimal"
                step={0.01}
                value={(target / 100).toFixed(2)}
                aria-label={t('dice.target')}
                disabled={game.busy || rolling}
                onChange={(event) => {
                  const value = event.target.valueAsNumber;
                  if (Number.isFinite(value)) setTarget(clampTarget(value * 100, direction));
                }}
                className="w-full min-w-0 bg-transparent text-lg font-bold text-fg-strong tabular outline-none"
              />
              <button
                type="button"
                aria-label={t('dice.flip')}
                disabled={game.busy || rolling}
                onClick={() => {
                  const flipped = flip(target, direction);
                  setTarget(flipped.target);
                  setDirection(flipped.direction);
                }}
                className="grid size-8 shrink-0 place-items-center rounded-sm bg-surface-3 text-fg-strong hover:bg-line-strong"
              >
                <ArrowLeftRight className="size-4" aria-hidden />
              </button>
            </div>
          </Stat>
          <Stat label={t('dice.chance')}>
            <div className="flex items-baseline gap-0.5">
              <input
                type="number"
                inputMode="decimal"
                step={0.01}
                min={1}
                max={98}
                value={chance.toFixed(2)}
                aria-label={t('dice.chance')}
                disabled={game.busy || rolling}
                onChange={(event) => {
                  setChance(event.target.valueAsNumber);
                }}
                className="w-full min-w-0 bg-transparent text-lg font-bold text-fg-strong tabular outline-none"
              />
              <span className="text-fg-muted">%</span>
            </div>
          </Stat>
        </div>
      </div>
    </div>
  );

  const controls = limits && (
    <div className="flex flex-col gap-3">
      <BetInput
        value={stake}
        onChange={setStake}
        min={limits.minStake}
        max={limits.maxStake}
        disabled={game.busy || rolling}
      />
      <div className="grid grid-cols-2 gap-1 rounded-md bg-surface-2 p-1" role="radiogroup" aria-label={t('dice.target')}>
        {(['under', 'over'] as const).map((side) => (
          <button
            key={side}
            type="button"
            role="radio"
            aria-checked={direction === side}
            disabled={game.busy || rolling}
            onClick={() => {
              if (side !== direction) {
                const flipped = flip(target, direction);
                setTarget(flipped.target);
                setDirection(flipped.direction);
              }
            }}
            className={cn(
              'h-9 rounded-sm text-sm font-semibold',
              direction === side ? 'bg-surface-3 text-fg-strong shadow-card' : 'text-fg-muted hover:text-fg-strong',
            )}
          >
            {side === 'under' ? t('dice.rollUnder') : t('dice.rollOver')}
          </button>
        ))}
      </div>
      <div className="flex items-center justify-between rounded-md bg-surface-2 px-3 py-2 text-sm">
        <span className="text-fg-muted">{t('dice.payout')}</span>
        <span className="font-semibold text-money tabular">
          {formatMoney(Number.isFinite(stake) ? payout(stake, winning) : 0, lang)}
        </span>
      </div>
      <button
        type="button"
        disabled={!canRoll}
        onClick={() => void roll()}
        className="h-14 rounded-md bg-gradient-to-b from-accent-hover to-accent-deep text-lg font-extrabold text-accent-fg shadow-card transition-transform active:scale-[0.98] disabled:opacity-50"
      >
        {t('dice.roll')}
      </button>
    </div>
  );

  return (
    <GameLayout
      game={game}
      title={t('dice.title')}
      rules={t('dice.rules')}
      summary={summary}
      stage={stage}
      controls={controls}
    />
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-md bg-surface-1/70 px-3 py-2 shadow-card">
      <span className="truncate text-[0.625rem] font-medium uppercase tracking-wide text-fg-muted">{label}</span>
      {children}
    </div>
  );
}
