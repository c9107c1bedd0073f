import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A screen: its title, one line on what it is for, its actions on the right, then the content. */
export function Page({
  title,
  description,
  actions,
  back,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** A link back to the list above, shown over the title. */
  back?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto flex max-w-[1400px] flex-col gap-5 px-6 py-6 xl:px-8', className)}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {back}
          <h1 className="text-xl font-semibold tracking-tight text-fg-strong">{title}</h1>
          {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
        </div>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A bar of filters above a table. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-end gap-3">{children}</div>;
}

/** A small status pill. `tone` picks the colour from the tokens. */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'accent' | 'money' | 'danger' | 'info'; children: ReactNode }) {
  const tones = {
    neutral: 'bg-surface-3 text-fg',
    accent: 'bg-accent-soft text-accent',
    money: 'bg-money-soft text-money',
    danger: 'bg-danger-soft text-danger',
    info: 'bg-info-soft text-info',
  } as const;
  return <span className={cn('inline-flex h-5 items-center rounded-sm px-1.5 text-xs font-medium whitespace-nowrap', tones[tone])}>{children}</span>;
}
