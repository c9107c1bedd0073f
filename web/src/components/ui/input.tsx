import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A text field. Mark it invalid with `aria-invalid`; the label and messages belong to the form. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full rounded-sm bg-surface-0 px-3 text-base text-fg-strong tabular-nums',
        'ring-1 ring-line-strong ring-inset placeholder:text-fg-muted',
        'transition-shadow duration-150 ease-out focus:ring-2 focus:ring-accent focus:outline-none',
        'aria-invalid:ring-danger disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
