import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { labelEvery, ticks } from '@/admin/lib/chart-scale';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * The back office's charts: small SVGs of our own (no chart library in the bundle). The SVG is a picture for the
 * eye (`aria-hidden`); what a screen reader reads is a table of the same figures, hidden from view unless the
 * screen shows the table anyway (`table="none"`).
 */

/** One series: its name in the legend, its colour token and its figure of a row. */
export interface Series<T> {
  key: string;
  label: string;
  tone: Tone;
  value: (row: T) => number;
}

export type Tone = 'accent' | 'money' | 'info' | 'danger' | 'muted';

const FILL: Record<Tone, string> = {
  accent: 'fill-accent',
  money: 'fill-money',
  info: 'fill-info',
  danger: 'fill-danger',
  muted: 'fill-fg-muted',
};
const SWATCH: Record<Tone, string> = {
  accent: 'bg-accent',
  money: 'bg-money',
  info: 'bg-info',
  danger: 'bg-danger',
  muted: 'bg-fg-muted',
};

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 26, left: 60 };

/** The element's width in CSS pixels, followed as it resizes (the SVG is drawn at its real size, so text stays 11 px). */
function useWidth<E extends Element>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Columns over a category or time axis, one per series side by side, negative values below the zero line, with
 * the y axis's round steps and the x axis's labels (every n-th when there are many).
 */
export function ColumnChart<T>({
  label,
  rows,
  series,
  category,
  format,
  formatAxis = format,
  table = 'screen-reader',
  categoryLabel,
  className,
}: {
  /** The chart's title, also the fallback table's caption. */
  label: string;
  rows: T[];
  series: Series<T>[];
  /** A row's label on the x axis (short) and in the table. */
  category: (row: T) => string;
  /** A figure in full (table, tooltips). */
  format: (value: number) => string;
  /** A figure on the y axis (compact). */
  formatAxis?: (value: number) => string;
  /** `screen-reader`: a table only screen readers read; `none`: the screen shows one already. */
  table?: 'screen-reader' | 'none';
  /** The table's first column's header. */
  categoryLabel: string;
  className?: string;
}) {
  const titleId = useId();
  const [frame, measured] = useWidth<HTMLDivElement>();
  const width = measured || 720;
  const values = rows.flatMap((row) => series.map((entry) => entry.value(row)));
  const steps = ticks(Math.min(0, ...values), Math.max(0, ...values));
  const low = steps[0] ?? 0;
  const high = steps[steps.length - 1] ?? 1;
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + ((high - value) / (high - low || 1)) * plotHeight;
  const band = plotWidth / Math.max(1, rows.length);
  const gap = Math.min(8, band * 0.25);
  const barWidth = Math.max(1, (band - gap) / Math.max(1, series.length));
  const every = labelEvery(rows.length, Math.floor(plotWidth / 56));

  return (
    <figure className={cn('flex flex-col gap-3', className)}>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span id={titleId} className="text-sm font-semibold text-fg-strong">
          {label}
        </span>
        <Legend series={series} />
      </figcaption>
      <div ref={frame} className="w-full">
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block max-w-full" aria-hidden="true" focusable="false">
        {steps.map((step) => (
          <g key={step}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(step)}
              y2={y(step)}
              className={step === 0 ? 'stroke-line-strong' : 'stroke-line'}
              strokeDasharray={step === 0 ? undefined : '3 4'}
            />
            <text x={PAD.left - 8} y={y(step)} dy="0.32em" textAnchor="end" className="fill-fg-muted text-[11px] tabular-nums">
              {formatAxis(step)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => {
          const left = PAD.left + index * band + gap / 2;
          const name = category(row);
          return (
            <g key={`${name}-${index}`}>
              {series.map((entry, position) => {
                const value = entry.value(row);
                const top = y(Math.max(0, value));
                const height = Math.max(value === 0 ? 0 : 1, Math.abs(y(value) - y(0)));
                return (
                  <rect
                    key={entry.key}
                    x={left + position * barWidth}
                    y={top}
                    width={Math.max(1, barWidth - (series.length > 1 ? 1 : 0))}
                    height={height}
                    rx={Math.min(2, barWidth / 4)}
                    className={cn(FILL[entry.tone], value < 0 && 'opacity-70')}
                  >
                    <title>{`${name} · ${entry.label}: ${format(value)}`}</title>
                  </rect>
                );
              })}
              {(index === rows.length - 1 || (index % every === 0 && rows.length - 1 - index >= every / 2)) && (
                <text x={left + (band - gap) / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-fg-muted text-[11px]">
                  {name}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      </div>
      {table === 'screen-reader' && (
        <table className="sr-only" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((entry) => (
                <th key={entry.key} scope="col">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{category(row)}</th>
                {series.map((entry) => (
                  <td key={entry.key}>{format(entry.value(row))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

/**
 * Horizontal bars, longest first, for a ranking (GGR by provider or game): each row's name, its bar against the
 * largest magnitude, and its figure. Negative figures draw in red from the same start.
 */
export function RankChart<T>({
  label,
  rows,
  name,
  value,
  format,
  limit = 10,
  tone = 'accent',
}: {
  label: string;
  rows: T[];
  name: (row: T) => string;
  value: (row: T) => number;
  format: (value: number) => string;
  limit?: number;
  tone?: Tone;
}) {
  const shown = [...rows].sort((a, b) => value(b) - value(a)).slice(0, limit);
  const largest = Math.max(1e-9, ...shown.map((row) => Math.abs(value(row))));
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm font-semibold text-fg-strong">{label}</figcaption>
      <ol className="flex flex-col gap-2">
        {shown.map((row, index) => {
          const figure = value(row);
          return (
            <li key={`${name(row)}-${index}`} className="grid grid-cols-[minmax(6rem,10rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="truncate text-fg" title={name(row)}>
                {name(row)}
              </span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-sm bg-surface-2">
                <span
                  className={cn('block h-full rounded-sm', figure < 0 ? SWATCH.danger : SWATCH[tone])}
                  style={{ width: `${Math.max(1, (Math.abs(figure) / largest) * 100)}%` }}
                />
              </span>
              <span className={cn('text-right tabular-nums', figure < 0 ? 'text-danger' : 'text-fg-strong')}>{format(figure)}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

function Legend<T>({ series }: { series: Series<T>[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-fg-muted">
      {series.map((entry) => (
        <li key={entry.key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-2.5 rounded-[2px]', SWATCH[entry.tone])} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

/** A panel holding a chart (a skeleton of its height while the figures load). */
export function ChartCard({ loading, children, className }: { loading: boolean; children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-md bg-surface-1 p-4 ring-1 ring-line', className)}>
      {loading ? <Skeleton className="h-[16.5rem] w-full" /> : children}
    </div>
  );
}
