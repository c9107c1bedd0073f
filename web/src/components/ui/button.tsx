import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

const VARIANTS = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover shadow-[0_6px_20px_-8px_var(--color-accent)]',
  secondary: 'bg-surface-3 text-fg-strong hover:brightness-125',
  ghost: 'bg-transparent text-fg hover:bg-surface-3 hover:text-fg-strong',
  outline: 'bg-transparent text-fg-strong ring-1 ring-inset ring-line-strong hover:bg-surface-3',
} as const;

const SIZES = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and disables the button while an action is pending. */
  loading?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center rounded-sm font-semibold whitespace-nowrap select-none',
    'transition-[background-color,color,box-shadow,transform] duration-150 ease-out active:translate-y-px',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" className="border-current/30 border-t-current" />}
      {children}
    </button>
  );
}
