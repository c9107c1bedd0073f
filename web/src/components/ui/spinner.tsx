import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-[3px]', lg: 'size-9 border-[3px]' } as const;

/** A decorative spinner; pair it with visible or screen-reader text (see LoadingIndicator). */
export function Spinner({ size = 'md', className }: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block shrink-0 animate-spin rounded-full border-line-strong border-t-accent',
        SIZES[size],
        className,
      )}
    />
  );
}
