import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { SiteShell } from '@/app/site-shell';
import { RequireLogin } from '@/app/require-login';
import { bonusPages } from '@/features/bonus/bonus-routes';
import { casinoDashboardPages } from '@/features/casino/casino-routes';
import type { LobbyKey } from '@/features/casino/lib/lobbies';
import { dashboardPages } from '@/features/account/dashboard-routes';
import { responsiblePages } from '@/features/responsible/responsible-routes';
import { walletPages } from '@/features/wallet/wallet-routes';
import { SPORTS_SECTIONS } from '@/features/sports/lib/sports-sections';
import { pages } from '@/app/pages';
import { withNamespaces } from '@/lib/i18n';

// Every page is its own chunk, loaded inside the frame (SiteFrame's Suspense shows "Loading...").
const HomeRoute = lazy(() => pages.home().then((m) => ({ default: m.HomeRoute })));
const NotFoundRoute = lazy(() => import('@/app/routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const SportsRoute = lazy(() => pages.sports().then((m) => ({ default: m.SportsRoute })));
const SupportPage = lazy(() => pages.support().then((m) => ({ default: m.SupportPage })));
const PromotionsRoute = lazy(() => pages.promotions().then((m) => ({ default: m.PromotionsRoute })));
const ContentPageRoute = lazy(() => pages.contentPage().then((m) => ({ default: m.ContentPageRoute })));
const DashboardRoute = lazy(() =>
  withNamespaces(['account'], import('@/app/routes/dashboard')).then((m) => ({ default: m.DashboardRoute })),
);
const CasinoRoute = lazy(() => pages.casino().then((m) => ({ default: m.CasinoRoute })));
const CasinoPlayRoute = lazy(() => import('@/features/casino/routes/play').then((m) => ({ default: m.CasinoPlayRoute })));

/** Product §2 casino lobbies. */
const LOBBY_ROUTES: readonly LobbyKey[] = ['slot', 'live', 'games', 'bingo', 'tvbets'];

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
      { path: 'promotions/:id', element: <PromotionsRoute /> },
      { path: 'pages/:id', element: <ContentPageRoute /> },
      { path: 'support', element: <SupportPage /> },
      ...LOBBY_ROUTES.map((lobby) => ({ path: `casino/${lobby}`, element: <CasinoRoute key={lobby} lobby={lobby} /> })),
      // A game is for players (product §2 guards): a visitor gets the login dialog and lands here after it.
      {
        path: 'casino/play/:game',
        element: (
          <RequireLogin>
            <CasinoPlayRoute />
          </RequireLogin>
        ),
      },
      { path: 'dashboard', element: <DashboardRoute />, children: [...dashboardPages, ...walletPages, ...casinoDashboardPages, ...bonusPages, ...responsiblePages] },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
