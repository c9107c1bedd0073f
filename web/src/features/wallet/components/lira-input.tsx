import { Minus, Plus } from 'lucide-react';
import type { ComponentProps, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useSpinRepeat } from '@/features/wallet/hooks/use-spin-repeat';
import { cleanNumberInput, formatLiraNumber, parseLiraNumber } from '@/features/wallet/lib/lira-number';

type LiraInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'ref' | 'step' | 'min' | 'max'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Decimals allowed (Decimal) or a whole number (Int, Long). */
  decimals: boolean;
  step: number;
  /** Where spinning stops (the method's limits for the amount). */
  min?: number;
  max?: number;
  ref?: Ref<HTMLInputElement>;
};

const SPIN =
  'grid h-full w-11 shrink-0 place-items-center text-fg-muted transition-colors duration-150 hover:bg-surface-3 hover:text-fg-strong active:bg-surface-3 touch-none select-none';

/**
 * A number in the Turkish locale with the ₺ lira prefix (product §5) and − / + spin buttons that
 * repeat while held (product §9). The value stays what the player typed; it is tidied on blur.
 */
export function LiraInput({ value, onValueChange, decimals, step, min, max, onBlur, className, ref, ...props }: LiraInputProps) {
  const { t } = useTranslation('wallet');
  const spin = (direction: 1 | -1) => () => {
    const current = parseLiraNumber(value);
    let next = current === null ? (min ?? 0) : current + direction * step;
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    onValueChange(formatLiraNumber(Math.round(next * 100) / 100, decimals));
  };
  const down = useSpinRepeat(spin(-1));
  const up = useSpinRepeat(spin(1));

  return (
    <div
      className={cn(
        'flex h-11 w-full items-stretch overflow-hidden rounded-sm bg-surface-0 ring-1 ring-line-strong ring-inset',
        'transition-shadow duration-150 ease-out focus-within:ring-2 focus-within:ring-accent has-aria-invalid:ring-danger',
        className,
      )}
    >
      <span aria-hidden className="grid place-items-center pr-1 pl-3 text-base font-semibold text-fg-muted">
        ₺
      </span>
      <input
        ref={ref}
        type="text"
        inputMode={decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(cleanNumberInput(event.target.value, decimals))}
        onBlur={(event) => {
          const number = parseLiraNumber(value);
          if (number !== null) onValueChange(formatLiraNumber(number, decimals));
          onBlur?.(event);
        }}
        className="min-w-0 flex-1 bg-transparent px-1 text-base font-semibold text-fg-strong tabular-nums outline-none placeholder:font-normal placeholder:text-fg-muted"
        {...props}
      />
      <button type="button" aria-label={t('dialog.decrease')} className={cn(SPIN, 'border-l border-line')} {...down}>
        <Minus aria-hidden className="size-4" />
      </button>
      <button type="button" aria-label={t('dialog.increase')} className={cn(SPIN, 'border-l border-line')} {...up}>
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
