import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A part of the responsible-gaming page: its heading, one line about it, then its content. */
export function Section({
  title,
  intro,
  className,
  children,
}: {
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className={cn('flex flex-col gap-4', className)}>
      <div>
        <h2 className="text-lg font-semibold text-fg-strong">{title}</h2>
        {intro && <p className="mt-0.5 text-sm text-fg-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** A card inside a section (the dashboard's card look). */
export function Panel({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('rounded-md bg-surface-1 p-5 shadow-card ring-1 ring-line', className)}>{children}</div>;
}
