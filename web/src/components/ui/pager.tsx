import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Previous / next over a list read in pages of `take`: the range shown and two buttons. Hidden
 * when everything fits on one page. The texts come from the caller (its own namespace).
 */
export function Pager({
  skip,
  take,
  total,
  onSkip,
  labels,
}: {
  skip: number;
  take: number;
  total: number;
  onSkip: (skip: number) => void;
  labels: { nav: string; range: (range: { from: number; to: number; total: number }) => string; previous: string; next: string };
}) {
  if (total <= take) return null;
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-3">
      <p className="text-sm text-fg-muted tabular-nums">{labels.range({ from: skip + 1, to: Math.min(skip + take, total), total })}</p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={labels.previous}
          disabled={skip === 0}
          onClick={() => onSkip(Math.max(0, skip - take))}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </Button>
        <Button variant="secondary" size="icon" aria-label={labels.next} disabled={skip + take >= total} onClick={() => onSkip(skip + take)}>
          <ChevronRight aria-hidden className="size-5" />
        </Button>
      </div>
    </nav>
  );
}
