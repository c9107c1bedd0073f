import { CalendarClock, Infinity as Endless } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { Skeleton } from '@/components/ui/skeleton';
import type { Promotion } from '@/lib/api/types';
import { formatDate } from '@/features/promotions/lib/format-date';
import { type PromotionLinkState, promotionPath } from '@/features/promotions/lib/promotion-path';

const FROM_LIST: PromotionLinkState = { fromList: true };

/** One promotion in the grid: its card picture, title and end date; the whole card links to its details. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('site');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-md bg-surface-2 shadow-card transition-[transform,background-color] duration-200 ease-out hover:-translate-y-0.5 hover:bg-surface-3">
      <div className="aspect-[2/1] overflow-hidden bg-surface-3">
        <ResponsivePicture
          images={[promotion.images[0] ?? '']}
          alt=""
          loading="lazy"
          decoding="async"
          className="block size-full"
          imgClassName="transition-transform duration-300 ease-out group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="line-clamp-2 font-semibold text-fg-strong">{promotion.title}</h3>
        <p className="mt-auto flex items-center gap-1.5 text-xs text-fg-muted tabular-nums">
          {promotion.validUntil ? (
            <>
              <CalendarClock aria-hidden className="size-3.5" />
              {t('promotions.validUntil', { date: formatDate(promotion.validUntil) })}
            </>
          ) : (
            <>
              <Endless aria-hidden className="size-3.5" />
              {t('promotions.ongoing')}
            </>
          )}
        </p>
        <Link
          to={promotionPath(promotion.id)}
          state={FROM_LIST}
          aria-label={t('promotions.detailsOf', { title: promotion.title })}
          className="text-sm font-semibold text-accent after:absolute after:inset-0 after:content-[''] hover:text-accent-hover"
        >
          <span className="flex items-center gap-1">{t('promotions.details')} →</span>
        </Link>
      </div>
    </article>
  );
}

/** A card-shaped placeholder, so the grid does not move when promotions arrive. */
export function PromotionCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-md bg-surface-2">
      <Skeleton className="aspect-[2/1] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-20" />
      </div>
    </div>
  );
}
