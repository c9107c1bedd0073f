import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui/deferred';
import { PageMeta } from '@/components/layout/page-meta';
import { Carousel } from '@/features/cms/components/carousel';
import { PopupBanner } from '@/features/cms/components/popup-banner';
import { HomeHero } from '@/features/home/components/home-hero';
import { LobbyShortcuts } from '@/features/home/components/lobby-shortcuts';
import { SectionRow } from '@/features/home/components/section-row';
import { TrustPoints } from '@/features/home/components/trust-points';
import { PromotionGrid } from '@/features/promotions/components/promotion-grid';

/** Home (product §10): the carousel at the top, then short rows with 'see all' links; the popup once. */
export function HomeRoute() {
  const { t } = useTranslation(['home', 'site']);
  return (
    <>
      <PageMeta title={t('site:meta.homeTitle')} description={t('site:meta.homeDescription')} />
      <h1 className="sr-only">{t('hero.title')}</h1>
      <div className="mx-auto flex max-w-[1440px] flex-col gap-10 px-4 pt-4 sm:px-6 sm:pt-6 md:gap-12">
        <Carousel slug="home" empty={<HomeHero />} />
        {/* The sections under the carousel draw in turns on the first load; until then each holds a screen, so the
            footer stays below it. */}
        <Deferred fallback={<div className="min-h-dvh" />}>
          <LobbyShortcuts />
        </Deferred>
        <Deferred fallback={<div className="min-h-dvh" />}>
          <SectionRow id="home-promotions" title={t('rows.promotions')} seeAll={t('rows.seeAll')} to="/promotions">
            <PromotionGrid limit={3} />
          </SectionRow>
        </Deferred>
        <Deferred fallback={<div className="min-h-dvh" />}>
          <TrustPoints />
        </Deferred>
      </div>
      <PopupBanner />
    </>
  );
}
