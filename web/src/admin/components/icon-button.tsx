import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A compact square button holding one icon (row actions, the pager): its accessible name is `aria-label`. */
export function IconButton({ className, tone = 'neutral', ...props }: ComponentProps<'button'> & { 'aria-label': string; tone?: 'neutral' | 'danger' }) {
  return (
    <button
      type="button"
      className={cn(
        'grid size-7 shrink-0 place-items-center rounded-sm transition-colors duration-150 disabled:pointer-events-none disabled:opacity-40',
        tone === 'danger' ? 'text-fg-muted hover:bg-danger-soft hover:text-danger' : 'text-fg-muted hover:bg-surface-3 hover:text-fg-strong',
        className,
      )}
      {...props}
    />
  );
}
