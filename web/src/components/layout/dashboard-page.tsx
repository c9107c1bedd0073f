import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDocumentHead } from './document-head';

/** A dashboard page: its title (the page's h1), one line about it, then its content. */
export function DashboardPage({
  title,
  intro,
  actions,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentHead(`${typeof title === 'string' ? title : ''} · Zar`);
  return (
    <>
      <section className="flex flex-col gap-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-xl font-semibold text-fg-strong">{title}</h1>
            {intro && <p className="mt-1 text-sm text-fg-muted">{intro}</p>}
          </div>
          {actions}
        </header>
        {children}
      </section>
    </>
  );
}

/** A content card on the dashboard. */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('rounded-md bg-surface-1 p-5 shadow-card ring-1 ring-line sm:p-6', className)}>{children}</div>;
}
