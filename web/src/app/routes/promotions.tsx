import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { PageMeta } from '@/components/layout/page-meta';
import { PromotionGrid } from '@/features/promotions/components/promotion-grid';

export function PromotionsRoute() {
  const { t } = useTranslation('site');
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
    </>
  );
}
