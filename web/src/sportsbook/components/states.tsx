import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

/** A designed empty or error state: an icon, one sentence, one action. */
export function Notice({ icon: Icon, title, body, action }: { icon: LucideIcon; title: string; body: string; action?: { label: string; onClick: () => void } }) {
  return (
    <section className="flex flex-col items-center rounded-md bg-surface-1 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-lg bg-surface-2 text-accent shadow-card">
        <Icon aria-hidden className="size-6" strokeWidth={1.75} />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-fg-strong">{title}</h2>
      <p className="mt-1.5 max-w-sm text-sm text-fg-muted">{body}</p>
      {action && (
        <button type="button" onClick={action.onClick} className="mt-6 h-10 rounded-sm bg-accent px-5 text-sm font-semibold text-accent-fg hover:bg-accent-hover">
          {action.label}
        </button>
      )}
    </section>
  );
}

/** Placeholder rows sized like a league's events, so nothing jumps when they come. */
export function PanelSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden className="overflow-hidden rounded-md bg-surface-1">
      <div className="flex h-10 items-center px-3">
        <Skeleton className="h-3.5 w-40 rounded-sm" />
      </div>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3 border-t border-line py-1.5 pr-2 pl-3">
          <Skeleton className="h-7 w-11 rounded-sm" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3 w-32 max-w-full rounded-sm" />
            <Skeleton className="h-3 w-24 max-w-full rounded-sm" />
          </div>
          <Skeleton className="h-11 w-[9rem] rounded-sm min-[400px]:w-[10.5rem] sm:w-[14rem]" />
          <Skeleton className="h-11 w-11 rounded-sm" />
        </div>
      ))}
    </div>
  );
}
