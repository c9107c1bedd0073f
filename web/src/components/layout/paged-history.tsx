import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/layout/dashboard-page';
import { LoadError } from '@/components/layout/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';

/** One page of a history (`{items, total}`, as every history endpoint answers). */
export interface HistoryPage<T> {
  items: T[];
  total: number;
}

/** What the page reads of its TanStack query. */
export interface HistoryQuery<T> {
  data: HistoryPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A dashboard history read in pages (financial, game, bonuses): skeleton rows while the first page loads, a
 * retry when it fails, the page's designed empty state, the rows (`children`, busy while the next page
 * loads) and the pager under them. The texts come from the caller's namespace.
 */
export function PagedHistory<T>({
  query,
  skip,
  take,
  onSkip,
  rowHeight,
  loadingLabel,
  empty,
  pagerLabels,
  children,
}: {
  query: HistoryQuery<T>;
  skip: number;
  take: number;
  onSkip: (skip: number) => void;
  /** The skeleton rows' height, the rows' own, so nothing jumps. */
  rowHeight: string;
  loadingLabel: string;
  empty: ReactNode;
  pagerLabels: Parameters<typeof Pager>[0]['labels'];
  children: (items: T[], busy: boolean) => ReactNode;
}) {
  return (
    <>
      {query.isPending ? (
        <div role="status" aria-label={loadingLabel} className="flex flex-col gap-3">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className={rowHeight} />
          ))}
        </div>
      ) : query.isError || !query.data ? (
        <Card>
          <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </Card>
      ) : query.data.items.length === 0 ? (
        empty
      ) : (
        children(query.data.items, query.isPlaceholderData)
      )}
      {query.data && <Pager skip={skip} take={take} total={query.data.total} onSkip={onSkip} labels={pagerLabels} />}
    </>
  );
}

/** A history's designed empty state: an icon, a title, one sentence and one action. */
export function HistoryEmpty({ icon: Icon, title, body, action }: { icon: LucideIcon; title: ReactNode; body: ReactNode; action: ReactNode }) {
  return (
    <Card className="flex flex-col items-center py-14 text-center">
      <span className="grid size-14 place-items-center rounded-lg bg-surface-2 text-accent shadow-card">
        <Icon aria-hidden className="size-6" strokeWidth={1.75} />
      </span>
      <p className="mt-5 font-semibold text-fg-strong">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-fg-muted">{body}</p>
      <div className="mt-6">{action}</div>
    </Card>
  );
}
