import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block sized like the content it stands for, so nothing jumps when it arrives. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn('shimmer relative rounded-md bg-surface-2', className)}
      {...props}
    />
  );
}
