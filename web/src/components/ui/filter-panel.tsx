import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** A filter's label above its control. */
export const FILTER_LABEL = 'text-xs font-medium text-fg-muted';

/**
 * A history's filters (the player's games, the wallet's payments): a titled panel with a Clear button and the
 * filters in a grid (`gridClassName` gives its columns).
 */
export function FilterPanel({
  title,
  clearLabel,
  canClear,
  onClear,
  gridClassName,
  children,
}: {
  title: string;
  clearLabel: string;
  canClear: boolean;
  onClear: () => void;
  gridClassName: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-md bg-surface-1 p-4 shadow-card ring-1 ring-line">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-fg-strong">
          {title}
        </h2>
        <Button variant="ghost" size="sm" className="-my-1 text-fg-muted" disabled={!canClear} onClick={onClear}>
          <X aria-hidden className="size-4" />
          {clearLabel}
        </Button>
      </div>
      <div className={cn('grid grid-cols-2 gap-3', gridClassName)}>{children}</div>
    </section>
  );
}

/** One choice of a few, as a row of pressed/unpressed buttons under a label. */
export function SegmentedFilter<T>({
  label,
  options,
  value,
  nameOf,
  onChange,
  className,
  buttonClassName,
}: {
  label: string;
  options: readonly T[];
  value: T;
  nameOf: (option: T) => string;
  onChange: (option: T) => void;
  className?: string;
  buttonClassName?: string;
}) {
  const id = useId();
  return (
    <div className={cn('col-span-2 flex flex-col gap-1.5', className)}>
      <span id={id} className={FILTER_LABEL}>
        {label}
      </span>
      <div role="group" aria-labelledby={id} className="flex h-10 gap-1 rounded-sm bg-surface-0 p-1 ring-1 ring-line ring-inset">
        {options.map((option) => (
          <button
            key={String(option)}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={cn(
              'flex-1 rounded-[4px] text-sm font-semibold whitespace-nowrap transition-colors duration-150',
              buttonClassName,
              value === option ? 'bg-surface-3 text-fg-strong shadow-card' : 'text-fg-muted hover:text-fg-strong',
            )}
          >
            {nameOf(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A from–to day range: two date fields, each bounding the other. Days are `YYYY-MM-DD`, '' when unset. */
export function DateRangeFilter({
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
}: {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <DateFilter label={fromLabel} value={from} max={to || undefined} onChange={(day) => onChange({ from: day })} />
      <DateFilter label={toLabel} value={to} min={from || undefined} onChange={(day) => onChange({ to: day })} />
    </>
  );
}

function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 px-2.5 text-sm [color-scheme:dark]"
      />
    </div>
  );
}
