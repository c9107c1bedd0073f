import { useId } from 'react';
import { useT } from '@/games/lib/i18n';
import { formatMoney, toKurus } from '@/games/lib/money';

/**
 * The stake: a number field in lira with halve, double, min and max, kept within the game's limits. `step` is the
 * smallest increment (the slot takes multiples of ₺0.10).
 */
export function BetInput({
  value,
  onChange,
  min,
  max,
  disabled,
  step = 0.01,
}: {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  disabled?: boolean;
  step?: number;
}) {
  const { t, lang } = useT();
  const id = useId();
  const clamp = (amount: number) => {
    const stepped = Math.round(amount / step) * step;
    return toKurus(Math.min(max, Math.max(min, stepped)));
  };
  const button =
    'h-9 min-w-10 rounded-sm bg-surface-3 px-2 text-sm font-semibold text-fg-strong hover:bg-line-strong disabled:opacity-40';
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-xs font-medium uppercase tracking-wide text-fg-muted">
          {t('bet.amount')}
        </label>
        <span className="text-xs text-fg-muted tabular">
          {t('bet.limits', { min: formatMoney(min, lang), max: formatMoney(max, lang) })}
        </span>
      </div>
      <div className="flex items-center gap-1.5 rounded-md bg-surface-2 p-1.5">
        <span className="pl-2 text-fg-muted" aria-hidden>
          ₺
        </span>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={Number.isFinite(value) ? value : ''}
          disabled={disabled}
          onChange={(event) => {
            onChange(event.target.valueAsNumber);
          }}
          onBlur={() => {
            onChange(clamp(Number.isFinite(value) ? value : min));
          }}
          className="h-9 w-full min-w-0 bg-transparent text-base font-semibold text-fg-strong tabular outline-none"
        />
        <button
          type="button"
          className={button}
          disabled={disabled}
          aria-label={t('bet.halfLabel')}
          onClick={() => {
            onChange(clamp(value / 2));
          }}
        >
          {t('bet.half')}
        </button>
        <button
          type="button"
          className={button}
          disabled={disabled}
          aria-label={t('bet.doubleLabel')}
          onClick={() => {
            onChange(clamp(value * 2));
          }}
        >
          {t('bet.double')}
        </button>
      </div>
      <div className="grid grid-cols-2 gap-1.5">
        <button
          type="button"
          className={button}
          disabled={disabled}
          onClick={() => {
            onChange(min);
          }}
        >
          {t('bet.min')}
        </button>
        <button
          type="button"
          className={button}
          disabled={disabled}
          onClick={() => {
            onChange(max);
          }}
        >
          {t('bet.max')}
        </button>
      </div>
    </div>
  );
}
