import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One option of a radio group drawn as a card (or, `compact`, a chip): a native radio, so the arrow
 * keys, the form and assistive technology treat it as one; the picked one carries the accent ring.
 */
export function ChoiceCard({
  icon: Icon,
  title,
  body,
  compact = false,
  className,
  ...radio
}: { icon?: LucideIcon; title: ReactNode; body?: ReactNode; compact?: boolean } & Omit<ComponentProps<'input'>, 'type' | 'title'>) {
  return (
    <label
      className={cn(
        'group relative flex cursor-pointer rounded-md bg-surface-2 ring-1 ring-line transition-[background-color,box-shadow] duration-150 ease-out hover:bg-surface-3',
        'has-checked:bg-accent-soft has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
        compact ? 'flex-col items-center justify-center gap-0.5 px-3 py-2.5 text-center' : 'items-start gap-3 p-4',
        className,
      )}
    >
      <input type="radio" className="peer sr-only" {...radio} />
      {Icon && !compact && (
        <span className="grid size-10 shrink-0 place-items-center rounded-sm bg-surface-3 text-fg-muted transition-colors group-has-checked:bg-accent group-has-checked:text-accent-fg">
          <Icon aria-hidden className="size-5" />
        </span>
      )}
      <span className="min-w-0">
        <span className={cn('flex items-center gap-1.5 font-semibold text-fg-strong', compact && 'justify-center text-sm')}>
          {Icon && compact && <Icon aria-hidden className="size-4 text-accent" />}
          {title}
        </span>
        {body && <span className={cn('block text-fg-muted', compact ? 'text-xs tabular-nums' : 'mt-0.5 text-sm')}>{body}</span>}
      </span>
    </label>
  );
}
