import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Designed empty, error and placeholder states: an icon, a title, one sentence, one action. */
export function EmptyState({
  icon: Icon,
  eyebrow,
  title,
  body,
  action,
  className,
}: {
  icon: LucideIcon;
  eyebrow?: ReactNode;
  title: ReactNode;
  body: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center', className)}>
      <span className="grid size-16 place-items-center rounded-lg bg-surface-2 text-accent shadow-card">
        <Icon aria-hidden className="size-7" strokeWidth={1.75} />
      </span>
      {eyebrow && <p className="mt-6 text-sm font-semibold text-accent tabular-nums">{eyebrow}</p>}
      <h1 className={cn('text-xl font-semibold text-fg-strong', eyebrow ? 'mt-1' : 'mt-6')}>{title}</h1>
      <p className="mt-3 text-fg-muted">{body}</p>
      {action && <div className="mt-8">{action}</div>}
    </section>
  );
}
