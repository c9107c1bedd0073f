import type { QueryClient } from '@tanstack/react-query';
import { lobbyRowsQueryOptions } from '@/features/casino/api/get-games';
import { LOBBIES, type LobbyKey } from '@/features/casino/lib/lobbies';
import { sliderQueryOptions } from '@/features/cms/api/sliders';
import { preloadFirstSlide } from '@/features/cms/lib/preload-first-slide';
import { SPORTS_SECTIONS } from '@/features/sports/lib/sports-sections';
import { currentLanguage, withNamespaces } from '@/lib/i18n';

/**
 * The chunks of the landing pages, loaded by the router's `lazy` pages and by {@link preloadPage}; a page whose texts
 * are not among the start-up namespaces loads them beside its code.
 */
export const pages = {
  home: () => import('@/app/routes/home'),
  sports: () => import('@/app/routes/sports'),
  promotions: () => import('@/app/routes/promotions'),
  support: () => withNamespaces(['support'], import('@/app/routes/support')),
  contentPage: () => import('@/app/routes/content-page'),
  casino: () => import('@/app/routes/casino'),
};

const normalize = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The lobby at a path (`/casino/slot` …), if it is one. */
function lobbyAt(path: string): LobbyKey | undefined {
  return Object.values(LOBBIES).find((lobby) => lobby.path === path)?.key;
}

/**
 * Starts loading the code of the page at `pathname` (the landing pages: home, sports,
 * promotions, content pages, casino lobbies) so it downloads while start-up runs instead of after it. The browser keeps
 * the modules, so the page's `lazy` resolves at once later. Errors are left to the page's own load.
 */
export function preloadPage(pathname: string): void {
  const path = normalize(pathname);
  const loads =
    path === '/'
      ? [pages.home]
      : path === '/promotions' || path.startsWith('/promotions/')
        ? [pages.promotions]
        : path.startsWith('/pages/')
          ? [pages.contentPage]
          : SPORTS_SECTIONS.some((section) => section.path === path)
            ? [pages.sports]
            : lobbyAt(path)
              ? [pages.casino]
              : [];
  for (const load of loads) load().catch(() => undefined);
}

/**
 * Starts a landing page's largest content with start-up's own calls, so it is on its way when the page
 * renders: the home carousel's slides (and its first picture, preloaded), a casino lobby's carousel and rows. Other
 * pages read their data when they mount.
 */
export function prefetchPageData(pathname: string, queryClient: QueryClient): void {
  const path = normalize(pathname);
  const language = currentLanguage();
  const lobby = lobbyAt(path);
  const slides = (slug: string) => queryClient.query(sliderQueryOptions(slug, language)).then(preloadFirstSlide, () => undefined);
  if (path === '/') void slides('home');
  else if (lobby && window.location.search === '') {
    void slides(LOBBIES[lobby].slider);
    queryClient.query(lobbyRowsQueryOptions(lobby, language)).catch(() => undefined);
  }
}
