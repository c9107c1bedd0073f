import type { QueryClient } from '@tanstack/react-query';
import { sliderQueryOptions } from '@/features/cms/api/sliders';
import { loadCarouselSlides } from '@/features/cms/lib/carousel-chunk';
import { SPORTS_SECTIONS } from '@/features/sports/lib/sports-sections';
import { currentLanguage } from '@/lib/i18n';

/** The chunks of the landing pages, loaded by the router's `lazy` pages and by {@link preloadPage}. */
export const pages = {
  home: () => import('@/app/routes/home'),
  sports: () => import('@/app/routes/sports'),
  promotions: () => import('@/app/routes/promotions'),
  contentPage: () => import('@/app/routes/content-page'),
};

const normalize = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Starts loading the code of the page at `pathname` (the landing pages: home with its carousel, sports,
 * promotions, content pages) so it downloads while start-up runs instead of after it. The browser keeps
 * the modules, so the page's `lazy` resolves at once later. Errors are left to the page's own load.
 */
export function preloadPage(pathname: string): void {
  const path = normalize(pathname);
  const loads =
    path === '/'
      ? [pages.home, loadCarouselSlides]
      : path === '/promotions'
        ? [pages.promotions]
        : path.startsWith('/pages/')
          ? [pages.contentPage]
          : SPORTS_SECTIONS.some((section) => section.path === path)
            ? [pages.sports]
            : [];
  for (const load of loads) load().catch(() => undefined);
}

/**
 * Starts the home page's largest content (the carousel's slides) with start-up's own calls, so its first
 * image is requested as soon as the page renders. Other pages read their data when they mount.
 */
export function prefetchPageData(pathname: string, queryClient: QueryClient): void {
  if (normalize(pathname) === '/') queryClient.query(sliderQueryOptions('home', currentLanguage())).catch(() => undefined);
}
