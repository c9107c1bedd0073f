import { HeartHandshake, ShieldCheck } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Logo } from '@/components/layout/logo';
import type { SectionTitleKey } from '@/components/layout/nav-items';
import { PROVIDERS } from '@/components/layout/provider-names';
import { SocialLinks } from '@/components/layout/social-links';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { useContentCategories } from '@/lib/site/categories';
import { useSiteOptions } from '@/lib/site/site-options';

const ProviderSlider = lazy(() => import('@/components/layout/provider-slider'));

/** Product §2 fixed footer routes. */
const BETTING_LINKS: readonly { to: string; title: SectionTitleKey }[] = [
  { to: '/spor', title: 'nav.sports' },
  { to: '/livespor', title: 'nav.liveBetting' },
  { to: '/esports', title: 'nav.esports' },
];

const CASINO_LINKS: readonly { to: string; title: SectionTitleKey }[] = [
  { to: '/casino/slot', title: 'nav.casino' },
  { to: '/casino/live', title: 'nav.liveCasino' },
  { to: '/casino/tvbets', title: 'nav.tvGames' },
  { to: '/casino/games', title: 'nav.games' },
];

/** The player's limits, breaks and help (issue 22): linked from the footer on every page. */
export const RESPONSIBLE_GAMING_PATH = '/dashboard/responsible-gaming';

/** The general terms page is fixed at /pages/1 (product §2). */
export const GENERAL_TERMS_PATH = '/pages/1';

function LinkColumn({ heading, links }: { heading: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wider text-fg-muted uppercase">{heading}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map(({ to, label }) => (
          <li key={to}>
            <AppLink to={to} className="text-sm text-fg transition-colors hover:text-accent">
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Reserves the slider's height so nothing moves when Swiper arrives. */
function ProviderSliderPlaceholder() {
  return (
    <ul className="grid grid-cols-3 gap-3 min-[992px]:grid-cols-7 min-[992px]:gap-4">
      {PROVIDERS.slice(0, 7).map(({ file, name }, index) => (
        <li key={file} className={index >= 3 ? 'hidden min-[992px]:block' : undefined}>
          <div className="grid h-16 place-items-center rounded-md bg-surface-2 px-3 text-xs text-fg-muted">{name}</div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The provider slider once the footer comes near the screen: Swiper's code and its start-up task are not part of a
 * page's first paint, where the footer is below the fold. Browsers without IntersectionObserver get it at once.
 */
function LazyProviderSlider() {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const watch = useNearViewport(() => setNear(true), !near, '400px');
  return near ? (
    <Suspense fallback={<ProviderSliderPlaceholder />}>
      <ProviderSlider />
    </Suspense>
  ) : (
    <div ref={watch}>
      <ProviderSliderPlaceholder />
    </div>
  );
}

/**
 * Product §2 footer: links from the content categories and the fixed routes, social links, the
 * responsible-gambling notice, the provider slider, the licence badge, the operator statement,
 * the Turkish terms notice and the copyright with the current year.
 */
export function SiteFooter() {
  const { t } = useTranslation(['site', 'common']);
  const year = new Date().getFullYear();
  const options = useSiteOptions();
  const { data: categories = [] } = useContentCategories();
  const badge = options.licence_badge_url;

  return (
    <footer className="mt-16 bg-surface-1 shadow-[0_-1px_0_0_var(--color-line)]">
      <div className="mx-auto max-w-[1440px] px-4 sm:px-6">
        <div className="grid gap-10 py-12 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-4 text-sm text-fg-muted">{t('common:footer.about')}</p>
            <div className="mt-6">
              <SocialLinks />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 xl:grid-cols-6">
            <LinkColumn
              heading={t('common:footer.betting')}
              links={BETTING_LINKS.map(({ to, title }) => ({ to, label: t(`common:${title}`) }))}
            />
            <LinkColumn
              heading={t('common:footer.casino')}
              links={CASINO_LINKS.map(({ to, title }) => ({ to, label: t(`common:${title}`) }))}
            />
            {categories
              .filter((category) => category.content.length > 0)
              .map((category) => (
                <LinkColumn
                  key={category.id}
                  heading={category.title || category.name}
                  links={category.content.map((page) => ({ to: `/pages/${page.id}`, label: page.title }))}
                />
              ))}
          </div>
        </div>

        <section aria-label={t('footer.providers')} className="border-t border-line py-8">
          <LazyProviderSlider />
        </section>

        <div className="grid gap-8 border-t border-line py-8 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
          <div className="flex items-center gap-4">
            <span
              role="img"
              aria-label={t('footer.adultsBadge')}
              className="grid size-12 shrink-0 place-items-center rounded-full text-sm font-bold text-fg-strong ring-2 ring-danger/70"
            >
              18+
            </span>
            {badge ? (
              <a
                href={options.licence_url ?? GENERAL_TERMS_PATH}
                target={options.licence_url ? '_blank' : undefined}
                rel="noopener noreferrer"
                className="block w-20 shrink-0"
              >
                <img src={badge} alt={t('footer.licence')} width={80} className="h-auto w-20" />
              </a>
            ) : (
              <span className="grid size-12 place-items-center rounded-full bg-surface-2 text-money">
                <ShieldCheck aria-hidden className="size-6" />
              </span>
            )}
          </div>
          <div className="space-y-3 text-xs leading-relaxed text-fg-muted">
            <p className="font-medium text-fg">
              {t('common:RESPONSIBLE_GAMBLING')}{' '}
              <AppLink
                to={RESPONSIBLE_GAMING_PATH}
                className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-accent underline-offset-2 hover:underline"
              >
                <HeartHandshake aria-hidden className="size-3.5" />
                {t('common:account.responsibleGaming')}
              </AppLink>
            </p>
            <p>{t('common:OPERATOR_STATEMENT')}</p>
            <p>
              {t('common:TERMS_NOTICE')}{' '}
              <AppLink to={GENERAL_TERMS_PATH} className="font-medium text-fg underline underline-offset-2 hover:text-accent">
                {t('footer.termsLink')}
              </AppLink>
            </p>
          </div>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-[1440px] px-4 py-5 text-xs text-fg-muted sm:px-6">
          {t('common:footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
