import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block sized like the content it stands for, so nothing jumps when it arrives. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn(
        'animate-shimmer rounded-md bg-[length:200%_100%]',
        'bg-linear-to-r from-surface-2 via-surface-3 to-surface-2',
        className,
      )}
      {...props}
    />
  );
}
