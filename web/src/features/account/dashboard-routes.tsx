/* eslint-disable react-refresh/only-export-components -- a route table; its pages hot-reload in their own files */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { AccountTitleKey } from '@/components/layout/account-menu-items';
import type { ComingWith } from '@/features/account/routes/coming-soon';

// Every dashboard page is its own chunk, loaded inside the dashboard layout.
const OverviewRoute = lazy(() => import('@/features/account/routes/overview').then((m) => ({ default: m.OverviewRoute })));
const AccountRoute = lazy(() => import('@/features/account/routes/account').then((m) => ({ default: m.AccountRoute })));
const PhoneVerificationRoute = lazy(() =>
  import('@/features/account/routes/phone-verification').then((m) => ({ default: m.PhoneVerificationRoute })),
);
const ChangePasswordRoute = lazy(() =>
  import('@/features/account/routes/change-password').then((m) => ({ default: m.ChangePasswordRoute })),
);
const SessionHistoryRoute = lazy(() =>
  import('@/features/account/routes/session-history').then((m) => ({ default: m.SessionHistoryRoute })),
);
const ComingSoonRoute = lazy(() =>
  import('@/features/account/routes/coming-soon').then((m) => ({ default: m.ComingSoonRoute })),
);

/** The dashboard pages that come with a later feature (bonuses); the wallet's and the casino's are their own. */
const COMING: readonly [path: string, title: AccountTitleKey, comingWith: ComingWith][] = [
  ['claim-bonus', 'account.claimBonus', 'bonuses'],
  ['bonuses', 'account.bonuses', 'bonuses'],
];

/**
 * Spec §2 /dashboard pages, the children of the dashboard layout. The app mounts them under
 * `/dashboard` inside the layout, the login guard and the account menu (app/routes/dashboard.tsx).
 */
export const dashboardPages: RouteObject[] = [
  { index: true, element: <OverviewRoute /> },
  { path: 'account', element: <AccountRoute /> },
  { path: 'phone-verification', element: <PhoneVerificationRoute /> },
  { path: 'change-password', element: <ChangePasswordRoute /> },
  { path: 'session-history', element: <SessionHistoryRoute /> },
  ...COMING.map(([path, title, comingWith]) => ({
    path,
    element: <ComingSoonRoute key={path} path={`/dashboard/${path}`} title={title} comingWith={comingWith} />,
  })),
];
