import { Eraser, Repeat, RotateCcw } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { GameLayout } from '@/games/components/game-layout';
import type { RoundView } from '@/games/lib/api';
import { useT } from '@/games/lib/i18n';
import { formatMoney, toKurus } from '@/games/lib/money';
import { sounds } from '@/games/lib/sound';
import { useGame } from '@/games/lib/use-game';
import { useMediaQuery } from '@/games/lib/use-media-query';
import {
  DOZEN_Y,
  EVEN_Y,
  HEIGHT,
  type Kind,
  type Spot,
  WHEEL,
  WIDTH,
  colour,
  covers,
  numberAt,
  outsideAreas,
  spotAt,
  spotKey,
} from '@/games/roulette/board';

interface Chip {
  spot: Spot;
  amount: number;
}
interface RouletteParams {
  bets: { kind: Kind; numbers: number[]; amount: number }[];
}
interface RouletteOutcome {
  pocket: number;
  colour: 'green' | 'red' | 'black';
  returns: number[];
  win: number;
}

const CHIPS = [0.1, 0.5, 1, 5, 25, 100];
const CHIP_COLOURS = ['--g-chip-1', '--g-chip-2', '--g-chip-3', '--g-chip-4', '--g-chip-5', '--g-chip-6'];
const MAX_BETS = 60;
const POCKET = 360 / 37;
const SPIN_MS = 4600;

function chipColour(amount: number): string {
  let index = 0;
  CHIPS.forEach((value, i) => {
    if (amount >= value) index = i;
  });
  return `var(${CHIP_COLOURS[index] ?? '--g-chip-1'})`;
}

function shortAmount(amount: number): string {
  if (amount >= 1000) return `${toKurus(amount / 1000)}K`;
  return String(toKurus(amount));
}

const fill = (n: number) => `var(--g-${colour(n)})`;

/** The wheel, ours in SVG: wood rim, 37 pockets in the European order, brass turret; the ball on its track. */
function Wheel({ wheelRef, ballRef }: { wheelRef: RefObject<SVGGElement | null>; ballRef: RefObject<SVGGElement | null> }) {
  const wedge = (i: number) => {
    const a0 = ((i - 0.5) * POCKET - 90) * (Math.PI / 180);
    const a1 = ((i + 0.5) * POCKET - 90) * (Math.PI / 180);
    const [r0, r1] = [62, 88];
    const p = (r: number, a: number) => `${(r * Math.cos(a)).toFixed(3)} ${(r * Math.sin(a)).toFixed(3)}`;
    return `M ${p(r0, a0)} L ${p(r1, a0)} A ${r1} ${r1} 0 0 1 ${p(r1, a1)} L ${p(r0, a1)} A ${r0} ${r0} 0 0 0 ${p(r0, a0)} Z`;
  };
  return (
    <svg viewBox="-110 -110 220 220" className="size-full drop-shadow-2xl" aria-hidden>
      <defs>
        <radialGradient id="rw-wood" r="0.5">
          <stop offset="0.78" stopColor="var(--g-wood-1)" />
          <stop offset="1" stopColor="var(--g-wood-2)" />
        </radialGradient>
        <radialGradient id="rw-brass" r="0.5">
          <stop offset="0" stopColor="var(--g-brass-1)" />
          <stop offset="1" stopColor="var(--g-brass-2)" />
        </radialGradient>
        <radialGradient id="rw-ball" cx="0.35" cy="0.35" r="0.65">
          <stop offset="0" stopColor="var(--g-ball)" />
          <stop offset="1" stopColor="var(--g-dice-cube-2)" />
        </radialGradient>
      </defs>
      <circle r="108" fill="url(#rw-wood)" />
      <circle r="96" fill="var(--g-wood-2)" stroke="var(--g-brass-2)" strokeWidth="1.5" />
      <g ref={wheelRef}>
        {WHEEL.map((n, i) => (
          <g key={n}>
            <path d={wedge(i)} fill={fill(n)} stroke="var(--g-brass-2)" strokeWidth="0.6" />
            <text
              x="0"
              y="-79"
              transform={`rotate(${i * POCKET})`}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize="7.5"
              fontWeight="700"
              fill="var(--g-nazar-white)"
            >
              {n}
            </text>
          </g>
        ))}
        <circle r="62" fill="var(--g-wood-1)" stroke="var(--g-brass-2)" strokeWidth="1" />
        <circle r="44" fill="var(--g-wood-2)" />
        {[0, 45, 90, 135].map((a) => (
          <rect key={a} x="-2.5" y="-40" width="5" height="80" rx="2.5" fill="url(#rw-brass)" transform={`rotate(${a})`} />
        ))}
        <circle r="11" fill="url(#rw-brass)" />
      </g>
      <g ref={ballRef}>
        <circle cx="0" cy="-92" r="4.2" fill="url(#rw-ball)" />
      </g>
    </svg>
  );
}

function summary(round: RoundView) {
  return <Summary round={round} />;
}

function Summary({ round }: { round: RoundView }) {
  const { t } = useT();
  const outcome = round.outcome as RouletteOutcome;
  return (
    <span className="flex items-center gap-2 text-sm">
      <span
        className="grid size-7 place-items-center rounded-full text-xs font-bold text-fg-strong tabular"
        style={{ background: fill(outcome.pocket) }}
      >
        {outcome.pocket}
      </span>
      <span className="text-fg-muted">{t('roulette.bets', { n: (round.params as RouletteParams).bets.length })}</span>
    </span>
  );
}

/** The table: numbers, outside bets, chips; taps place the selected chip where they land, and every spot is a named button. */
export function Table({
  chips,
  vertical,
  pocket,
  disabled,
  onPlace,
}: {
  chips: Chip[];
  vertical: boolean;
  pocket: number | null;
  disabled: boolean;
  onPlace: (spot: Spot) => void;
}) {
  const { t } = useT();
  const group = useRef<SVGGElement>(null);
  const transform = vertical ? `matrix(0 1 -1 0 ${HEIGHT} 0)` : undefined;
  const upright = (x: number, y: number) => (vertical ? `rotate(-90 ${x} ${y})` : undefined);
  const winning = pocket === null ? null : new Set(chips.filter((c) => covers(c.spot).includes(pocket)).map((c) => spotKey(c.spot)));
  const place = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || !group.current) return;
    const matrix = group.current.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const spot = spotAt(point.x, point.y);
    if (spot) onPlace(spot);
  };
  // Every spot a chip can go on is also a button with a name, for the keyboard and screen readers; the pointer
  // places by position on the whole table (splits and corners sit between the buttons).
  const spotButton = (spot: Spot, label: string) => ({
    role: 'button',
    tabIndex: disabled ? -1 : 0,
    'aria-label': label,
    'aria-disabled': disabled || undefined,
    className: 'roulette-spot',
    onKeyDown: (event: KeyboardEvent<SVGGElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      if (!disabled) onPlace(spot);
    },
  });
  const outsideLabel = (kind: Kind, numbers: number[]): string => {
    switch (kind) {
      case 'column':
        return t('roulette.column');
      case 'dozen':
        return t('roulette.dozen', { n: numbers[0] ?? 1 });
      case 'red':
      case 'black':
        return '';
      default:
        return t(`roulette.${kind}` as 'roulette.odd');
    }
  };
  const spotName = (kind: Kind, numbers: number[]): string => {
    if (kind === 'column') return t('roulette.columnBet', { n: numbers[0] ?? 1 });
    if (kind === 'red' || kind === 'black') return t(`roulette.${kind}`);
    return outsideLabel(kind, numbers);
  };
  const line = { stroke: 'var(--g-felt-line)', strokeWidth: 0.03 };
  return (
    <svg
      viewBox={vertical ? `-0.1 -0.1 ${HEIGHT + 0.2} ${WIDTH + 0.2}` : `-0.1 -0.1 ${WIDTH + 0.2} ${HEIGHT + 0.2}`}
      className={cn('w-full touch-none select-none', vertical ? '' : 'max-h-[56dvh]', !disabled && 'cursor-pointer')}
      onPointerDown={place}
      role="group"
      aria-label={t('roulette.table')}
    >
      <g ref={group} transform={transform}>
        <rect x="0" y="0" width={WIDTH} height={HEIGHT} rx="0.25" fill="var(--g-felt-2)" />
        {/* The zero */}
        <g {...spotButton({ kind: 'straight', numbers: [0], x: 0.5, y: 1.5 }, t('roulette.straight', { n: 0 }))}>
        <path d="M 1 0 L 1 3 L 0.35 3 L 0 1.5 L 0.35 0 Z" fill={pocket === 0 ? 'var(--g-win-glow)' : 'var(--g-green)'} {...line} />
        <text x="0.55" y="1.5" transform={upright(0.55, 1.5)} textAnchor="middle" dominantBaseline="central" fontSize="0.42" fontWeight="800" fill="var(--g-nazar-white)">
          0
        </text>
        </g>
        {Array.from({ length: 12 }, (_, c) =>
          [0, 1, 2].map((r) => {
            const n = numberAt(c, r);
            const [x, y] = [c + 1, r];
            return (
              <g key={n} {...spotButton({ kind: 'straight', numbers: [n], x: x + 0.5, y: y + 0.5 }, t('roulette.straight', { n }))}>
                <rect x={x} y={y} width="1" height="1" fill={pocket === n ? 'var(--g-win-glow)' : 'transparent'} {...line} />
                <ellipse cx={x + 0.5} cy={y + 0.5} rx="0.34" ry="0.34" fill={fill(n)} />
                <text
                  x={x + 0.5}
                  y={y + 0.5}
                  transform={upright(x + 0.5, y + 0.5)}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize="0.36"
                  fontWeight="700"
                  fill="var(--g-nazar-white)"
                >
                  {n}
                </text>
              </g>
            );
          }),
        )}
        {outsideAreas().map(({ spot, x, y, w, h }) => {
          const won = pocket !== null && pocket !== 0 && covers(spot).includes(pocket);
          return (
            <g key={spotKey(spot)} {...spotButton(spot, spotName(spot.kind, spot.numbers))}>
              <rect x={x} y={y} width={w} height={h} fill={won ? 'var(--g-win-glow)' : 'transparent'} {...line} />
              {spot.kind === 'red' || spot.kind === 'black' ? (
                <path
                  d={`M ${x + w / 2} ${y + 0.1} L ${x + w / 2 + 0.32} ${y + h / 2} L ${x + w / 2} ${y + h - 0.1} L ${x + w / 2 - 0.32} ${y + h / 2} Z`}
                  fill={`var(--g-${spot.kind})`}
                  stroke="var(--g-felt-line)"
                  strokeWidth="0.02"
                />
              ) : (
                <text
                  x={x + w / 2}
                  y={y + h / 2}
                  transform={upright(x + w / 2, y + h / 2)}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={spot.kind === 'column' ? 0.3 : 0.26}
                  fontWeight="700"
                  fill="var(--g-nazar-white)"
                >
                  {outsideLabel(spot.kind, spot.numbers)}
                </text>
              )}
            </g>
          );
        })}
        <line x1="1" y1={DOZEN_Y} x2="13" y2={DOZEN_Y} {...line} />
        <line x1="1" y1={EVEN_Y} x2="13" y2={EVEN_Y} {...line} />
        {chips.map((chip) => {
          const key = spotKey(chip.spot);
          const lost = winning !== null && !winning.has(key);
          const won = winning?.has(key) ?? false;
          return (
            <g
              key={key}
              transform={`translate(${chip.spot.x} ${chip.spot.y})`}
              className={cn('pointer-events-none transition-opacity duration-500', lost && 'opacity-25')}
            >
              {won && <circle r="0.36" fill="none" stroke="var(--g-win-glow)" strokeWidth="0.08" className="animate-game-glow" />}
              <circle r="0.27" fill={chipColour(chip.amount)} stroke="var(--g-chip-edge)" strokeWidth="0.04" strokeDasharray="0.12 0.09" />
              <circle r="0.19" fill="none" stroke="var(--g-chip-edge)" strokeWidth="0.015" />
              <text
                transform={vertical ? 'rotate(-90)' : undefined}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize="0.17"
                fontWeight="800"
                fill="var(--g-dice-pip)"
              >
                {shortAmount(chip.amount)}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}

export default function RouletteGame() {
  const { t, lang } = useT();
  const game = useGame('roulette');
  const vertical = useMediaQuery('(max-width: 639px)');
  const [chipValue, setChipValue] = useState(1);
  const [chips, setChips] = useState<Chip[]>([]);
  const [placed, setPlaced] = useState<{ key: string; amount: number }[]>([]);
  const [lastBets, setLastBets] = useState<Chip[]>([]);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<{ pocket: number; win: number } | null>(null);
  const [landing, setLanding] = useState<string | null>(null);
  const wheel = useRef<SVGGElement>(null);
  const wheelBox = useRef<HTMLDivElement>(null);
  const ball = useRef<SVGGElement>(null);
  const angles = useRef({ wheel: 0, ball: 0 });
  const frame = useRef(0);
  const limits = game.session?.game;
  const total = toKurus(chips.reduce((sum, chip) => sum + chip.amount, 0));
  const busy = game.busy || spinning;

  // The wheel turns slowly while idle.
  useEffect(() => {
    if (spinning) return;
    let last = performance.now();
    const idle = (now: number) => {
      angles.current.wheel = (angles.current.wheel + (now - last) * 0.006) % 360;
      last = now;
      wheel.current?.setAttribute('transform', `rotate(${angles.current.wheel})`);
      ball.current?.setAttribute('transform', `rotate(${angles.current.ball})`);
      frame.current = requestAnimationFrame(idle);
    };
    frame.current = requestAnimationFrame(idle);
    return () => {
      cancelAnimationFrame(frame.current);
    };
  }, [spinning]);

  const place = useCallback(
    (spot: Spot) => {
      if (busy) return;
      if (result) {
        setResult(null);
      }
      const key = spotKey(spot);
      const amount = chipValue;
      if (limits && total + amount > limits.maxStake + 1e-9) return;
      setChips((current) => {
        const existing = current.find((chip) => spotKey(chip.spot) === key);
        if (!existing && current.length >= MAX_BETS) return current;
        sounds.chip();
        return existing
          ? current.map((chip) => (chip === existing ? { ...chip, amount: toKurus(chip.amount + amount) } : chip))
          : [...current, { spot, amount }];
      });
      setPlaced((history) => [...history, { key, amount }]);
    },
    [busy, result, chipValue, limits, total],
  );

  const undo = () => {
    const last = placed.at(-1);
    if (!last) return;
    setPlaced(placed.slice(0, -1));
    setChips((current) =>
      current
        .map((chip) => (spotKey(chip.spot) === last.key ? { ...chip, amount: toKurus(chip.amount - last.amount) } : chip))
        .filter((chip) => chip.amount > 0.001),
    );
  };

  const spin = async () => {
    if (busy || chips.length === 0 || !limits || total < limits.minStake) return;
    sounds.click();
    setSpinning(true);
    setResult(null);
    cancelAnimationFrame(frame.current);
    // On a phone the table scrolls under the wheel: bring the wheel (and the result beside it) into view.
    wheelBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    const bets = chips.map((chip) => ({ kind: chip.spot.kind, numbers: chip.spot.numbers, amount: chip.amount }));
    const played = await game.play<RouletteOutcome, RouletteParams>(total, { bets });
    if (!played) {
      setSpinning(false);
      return;
    }
    setLanding(played.round.id);
    setLastBets(chips);
    const pocket = played.round.outcome.pocket;
    const index = WHEEL.indexOf(pocket);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The ball ends at a chosen angle; the wheel ends with the winning pocket under it.
    const from = { ...angles.current };
    const ballEnd = from.ball - 360 * 5 - ((from.ball % 360) + 360) % 360 - 30;
    let wheelEnd = ballEnd - index * POCKET;
    while (wheelEnd < from.wheel + 720) wheelEnd += 360;
    const duration = reduced ? 1 : SPIN_MS;
    const start = performance.now();
    let lastTick = 0;
    const step = (now: number) => {
      const p = Math.min(1, (now - start) / duration);
      const easeWheel = 1 - Math.pow(1 - p, 3);
      const easeBall = 1 - Math.pow(1 - p, 2.2);
      angles.current.wheel = from.wheel + (wheelEnd - from.wheel) * easeWheel;
      angles.current.ball = from.ball + (ballEnd - from.ball) * easeBall;
      // The ball drops from its track into the pockets in the last third.
      const drop = Math.max(0, (p - 0.62) / 0.38);
      const radius = 92 - 17 * Math.min(1, drop * 1.3) + (drop > 0 && drop < 0.6 ? Math.sin(drop * 18) * 2.5 * (1 - drop) : 0);
      wheel.current?.setAttribute('transform', `rotate(${angles.current.wheel})`);
      ball.current?.setAttribute('transform', `rotate(${angles.current.ball}) translate(0 ${92 - radius})`);
      if (drop > 0 && now - lastTick > 90 + 260 * drop) {
        sounds.tick();
        lastTick = now;
      }
      if (p < 1) {
        frame.current = requestAnimationFrame(step);
      } else {
        angles.current.ball = ((ballEnd % 360) + 360) % 360;
        angles.current.wheel = ((wheelEnd % 360) + 360) % 360;
        setSpinning(false);
        setLanding(null);
        game.reveal();
        setResult({ pocket, win: played.round.win });
        if (played.round.win > 0) (played.round.win >= total * 10 ? sounds.bigWin : sounds.win)();
        else sounds.lose();
      }
    };
    frame.current = requestAnimationFrame(step);
  };

  // After a result the ball stays in its pocket: the wheel and ball turn together while idle.
  useEffect(() => {
    if (!result || spinning) return;
    let last = performance.now();
    const together = (now: number) => {
      const d = (now - last) * 0.006;
      last = now;
      angles.current.wheel = (angles.current.wheel + d) % 360;
      angles.current.ball = (angles.current.ball + d) % 360;
      wheel.current?.setAttribute('transform', `rotate(${angles.current.wheel})`);
      ball.current?.setAttribute('transform', `rotate(${angles.current.ball}) translate(0 17)`);
      frame.current = requestAnimationFrame(together);
    };
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(together);
    return () => {
      cancelAnimationFrame(frame.current);
    };
  }, [result, spinning]);

  const recent = useMemo(
    () =>
      game.history
        .filter((round) => round.id !== landing)
        .slice(0, 12)
        .map((round) => (round.outcome as RouletteOutcome).pocket),
    [game.history, landing],
  );

  const stage = (
    <div
      className="flex h-full flex-col items-center gap-3 overflow-y-auto px-3 py-4 sm:px-6"
      style={{ background: 'radial-gradient(130% 100% at 50% 0%, var(--g-felt-1), var(--g-felt-2) 70%, var(--color-surface-0))' }}
    >
      <div className="flex w-full max-w-5xl items-center gap-4">
        <div ref={wheelBox} className="relative aspect-square w-32 shrink-0 scroll-mt-4 sm:w-56 lg:w-64">
          <Wheel wheelRef={wheel} ballRef={ball} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex min-h-16 items-center gap-3" aria-live="polite">
            {result && (
              <>
                <span
                  className="grid size-14 place-items-center rounded-full text-xl font-black text-fg-strong shadow-card animate-game-pop tabular"
                  style={{ background: fill(result.pocket) }}
                  data-testid="roulette-pocket"
                >
                  {result.pocket}
                </span>
                <span className={cn('text-lg font-bold', result.win > 0 ? 'text-money animate-game-pop' : 'text-fg-muted')}>
                  {result.win > 0 ? `${t('result.win')} +${formatMoney(result.win, lang)}` : t('result.lose')}
                </span>
              </>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <span className="text-[0.625rem] uppercase tracking-wide text-fg-muted">{t('roulette.last')}</span>
            <ol className="flex flex-wrap gap-1">
              {recent.map((n, i) => (
                <li
                  // Numbers repeat; their place in the row is their identity.
                  key={i}
                  className="grid size-7 place-items-center rounded-full text-xs font-bold text-fg-strong tabular"
                  style={{ background: fill(n) }}
                >
                  {n}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
      <div className="w-full max-w-5xl">
        <Table chips={chips} vertical={vertical} pocket={spinning ? null : (result?.pocket ?? null)} disabled={busy} onPlace={place} />
      </div>
    </div>
  );

  const control = 'flex h-10 items-center justify-center gap-1.5 rounded-sm bg-surface-3 px-2 text-sm font-semibold text-fg-strong hover:bg-line-strong disabled:opacity-40';
  const controls = limits && (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <span className="text-xs font-medium uppercase tracking-wide text-fg-muted">{t('bet.amount')}</span>
        <div className="flex justify-between gap-1" role="radiogroup" aria-label={t('bet.amount')}>
          {CHIPS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={chipValue === value}
              aria-label={t('roulette.chip', { value: formatMoney(value, lang) })}
              onClick={() => {
                setChipValue(value);
                sounds.click();
              }}
              className={cn(
                'grid size-11 place-items-center rounded-full border-2 border-dashed text-xs font-extrabold transition-transform',
                chipValue === value ? '-translate-y-1 scale-110 border-fg-strong shadow-popover' : 'border-line-strong opacity-80',
              )}
              style={{ background: chipColour(value), color: 'var(--g-dice-pip)' }}
            >
              {shortAmount(value)}
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-4 gap-1.5">
        <button type="button" className={control} disabled={busy || placed.length === 0} onClick={undo} aria-label={t('roulette.undo')}>
          <RotateCcw className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={control}
          disabled={busy || chips.length === 0}
          onClick={() => {
            setChips([]);
            setPlaced([]);
            setResult(null);
          }}
          aria-label={t('roulette.clear')}
        >
          <Eraser className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={control}
          disabled={busy || lastBets.length === 0}
          onClick={() => {
            setChips(lastBets);
            setPlaced(lastBets.map((chip) => ({ key: spotKey(chip.spot), amount: chip.amount })));
            setResult(null);
          }}
          aria-label={t('roulette.rebet')}
        >
          <Repeat className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={control}
          disabled={busy || chips.length === 0 || total * 2 > limits.maxStake}
          onClick={() => {
            setChips(chips.map((chip) => ({ ...chip, amount: toKurus(chip.amount * 2) })));
            setPlaced([...placed, ...chips.map((chip) => ({ key: spotKey(chip.spot), amount: chip.amount }))]);
          }}
          aria-label={t('roulette.double')}
        >
          <span aria-hidden>2×</span>
        </button>
      </div>
      <div className="flex items-center justify-between rounded-md bg-surface-2 px-3 py-2 text-sm">
        <span className="text-fg-muted">{t('roulette.total')}</span>
        <span className="font-semibold text-fg-strong tabular" data-testid="roulette-total">
          {formatMoney(total, lang)}
        </span>
      </div>
      <button
        type="button"
        disabled={busy || chips.length === 0 || total < limits.minStake}
        onClick={() => void spin()}
        className="h-14 rounded-md bg-gradient-to-b from-accent-hover to-accent-deep text-lg font-extrabold text-accent-fg shadow-card transition-transform active:scale-[0.98] disabled:opacity-50"
      >
        {chips.length === 0 ? t('roulette.noBets') : t('roulette.spin')}
      </button>
    </div>
  );

  return (
    <GameLayout
      game={game}
      title={t('roulette.title')}
      rules={t('roulette.rules')}
      summary={summary}
      stage={stage}
      controls={controls}
    />
  );
}
