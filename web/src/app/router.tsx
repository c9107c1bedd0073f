import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { SiteShell } from '@/app/site-shell';
import type { SectionKey } from '@/app/routes/section';
import { dashboardPages } from '@/features/account/dashboard-routes';
import { walletPages } from '@/features/wallet/wallet-routes';
import { SPORTS_SECTIONS } from '@/features/sports/lib/sports-sections';
import { pages } from '@/app/pages';

// Every page is its own chunk, loaded inside the frame (SiteFrame's Suspense shows "Loading...").
const HomeRoute = lazy(() => pages.home().then((m) => ({ default: m.HomeRoute })));
const SectionRoute = lazy(() => import('@/app/routes/section').then((m) => ({ default: m.SectionRoute })));
const NotFoundRoute = lazy(() => import('@/app/routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const SportsRoute = lazy(() => pages.sports().then((m) => ({ default: m.SportsRoute })));
const PromotionsRoute = lazy(() => pages.promotions().then((m) => ({ default: m.PromotionsRoute })));
const ContentPageRoute = lazy(() => pages.contentPage().then((m) => ({ default: m.ContentPageRoute })));
const DashboardRoute = lazy(() => import('@/app/routes/dashboard').then((m) => ({ default: m.DashboardRoute })));

/** The spec's §2 routes whose screens come later: they already render, named, inside the frame. */
const SECTIONS: readonly [path: string, title: SectionKey][] = [
  ['casino/slot', 'nav.casino'],
  ['casino/live', 'nav.liveCasino'],
  ['casino/games', 'nav.games'],
  ['casino/bingo', 'nav.bingo'],
  ['casino/tvbets', 'nav.tvGames'],
  ['casino/play/:game', 'pages.play'],
];

// Declarative routing (BrowserRouter + useRoutes): the data router would add ~18 KB gzip to the
// home page's budget for loaders we do not use. Page errors are caught by SiteFrame's boundary.
const routes: RouteObject[] = [
  {
    element: <SiteShell />,
    children: [
      { index: true, element: <HomeRoute /> },
      ...SPORTS_SECTIONS.map((section) => ({
        path: section.path.slice(1),
        element: <SportsRoute key={section.path} section={section} />,
      })),
      { path: 'promotions', element: <PromotionsRoute /> },
      { path: 'pages/:id', element: <ContentPageRoute /> },
      ...SECTIONS.map(([path, title]) => ({ path, element: <SectionRoute key={path} title={title} /> })),
      { path: 'dashboard', element: <DashboardRoute />, children: [...dashboardPages, ...walletPages] },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
