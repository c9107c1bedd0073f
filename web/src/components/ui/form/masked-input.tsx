import type { ComponentProps, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { cn } from '@/lib/cn';

type MaskedInputProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'ref'> & {
  /** An imask pattern: `0` a digit; other characters are shown but not kept in the value. */
  mask: string;
  /** The value without the mask's separators. */
  value: string;
  onValueChange: (value: string) => void;
  /** Called when the mask is filled. */
  onComplete?: () => void;
  /** Rewrites what is typed, pasted or autofilled before the mask takes it (imask `prepare`). */
  prepare?: (chars: string, masked: { unmaskedValue: string }) => string;
  ref?: Ref<HTMLInputElement>;
};

/** A text field with an entry mask (react-imask), styled like `Input`. */
export function MaskedInput({ mask, value, onValueChange, onComplete, prepare, className, ref, ...props }: MaskedInputProps) {
  return (
    <IMaskInput
      mask={mask}
      {...(prepare ? { prepare } : {})}
      unmask
      value={value}
      onAccept={(unmasked: string) => {
        if (unmasked !== value) onValueChange(unmasked);
      }}
      onComplete={() => onComplete?.()}
      inputRef={ref}
      inputMode="numeric"
      autoComplete="off"
      className={cn(
        'h-11 w-full rounded-sm bg-surface-0 px-3 text-base text-fg-strong tabular-nums',
        'ring-1 ring-line-strong ring-inset placeholder:text-fg-muted',
        'transition-shadow duration-150 ease-out focus:ring-2 focus:ring-accent focus:outline-none',
        'aria-invalid:ring-danger disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-1',
        className,
      )}
      {...props}
    />
  );
}
