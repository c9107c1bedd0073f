import { Gift, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { PromotionCard, PromotionCardSkeleton } from '@/features/promotions/components/promotion-card';
import { cn } from '@/lib/cn';

/**
 * The promotions as a grid of cards, each linking to its detail (`/promotions/{id}`). `limit` shows
 * only the first few (the home page's row); loading, empty and error states are designed.
 */
export function PromotionGrid({ limit, className }: { limit?: number; className?: string }) {
  const { t } = useTranslation('site');
  const { data, isPending, isError, refetch, isRefetching } = usePromotions();
  const grid = cn('grid grid-cols-1 gap-4 min-[560px]:grid-cols-2 lg:grid-cols-3', limit === undefined && '2xl:grid-cols-4', className);

  if (isPending) {
    return (
      <ul className={grid} aria-busy="true">
        {Array.from({ length: limit ?? 6 }, (_, index) => (
          <li key={index} className={index >= 2 && limit !== undefined ? 'hidden lg:block' : undefined}>
            <PromotionCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }

  if (isError) {
    return (
      <EmptyState
        icon={RefreshCw}
        title={t('promotions.errorTitle')}
        body={t('promotions.errorBody')}
        action={
          <Button variant="secondary" loading={isRefetching} onClick={() => void refetch()}>
            {t('promotions.retry')}
          </Button>
        }
      />
    );
  }

  if (data.length === 0) {
    return limit === undefined ? (
      <EmptyState
        icon={Gift}
        title={t('promotions.emptyTitle')}
        body={t('promotions.emptyBody')}
        action={
          <Button asChild variant="secondary">
            <Link to="/">{t('promotions.emptyAction')}</Link>
          </Button>
        }
      />
    ) : null;
  }

  const shown = limit === undefined ? data : data.slice(0, limit);
  return (
    <ul className={grid}>
      {shown.map((promotion, index) => (
        <li key={promotion.id} className={limit !== undefined && index >= 2 ? 'hidden lg:block' : undefined}>
          <PromotionCard promotion={promotion} />
        </li>
      ))}
    </ul>
  );
}
