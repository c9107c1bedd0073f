import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { PageMeta } from '@/components/layout/page-meta';
import { PromotionDetail } from '@/features/promotions/components/promotion-detail';
import { PromotionGrid } from '@/features/promotions/components/promotion-grid';

/** /promotions, and /promotions/{id}: the same page with that promotion's detail open. */
export function PromotionsRoute() {
  const { t } = useTranslation('site');
  const detailId = Number(useParams().id);
  return (
    <>
      <PageMeta title={`${t('promotions.title')} · Zar`} description={t('meta.promotionsDescription')} />
      <div className="mx-auto max-w-[1440px] px-4 pt-5 pb-4 sm:px-6 sm:pt-6">
        <Breadcrumb
          items={[
            { label: t('breadcrumb.home'), url: '/' },
            { label: t('promotions.title'), url: '/promotions' },
          ]}
        />
        <div className="mt-5 mb-6 max-w-2xl sm:mb-8">
          <h1 className="text-xl font-bold tracking-tight text-fg-strong sm:text-[1.75rem] sm:leading-9">
            {t('promotions.title')}
          </h1>
          <p className="mt-2 text-fg-muted">{t('promotions.intro')}</p>
        </div>
        <PromotionGrid />
      </div>
      {Number.isSafeInteger(detailId) && detailId > 0 && <PromotionDetail id={detailId} />}
    </>
  );
}
