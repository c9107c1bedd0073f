/* eslint-disable react-refresh/only-export-components -- a route table; its pages hot-reload in their own files */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

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

/**
 * Product §2 /dashboard pages, the children of the dashboard layout. The app mounts them under
 * `/dashboard` inside the layout, the login guard and the account menu (app/routes/dashboard.tsx).
 */
export const dashboardPages: RouteObject[] = [
  { index: true, element: <OverviewRoute /> },
  { path: 'account', element: <AccountRoute /> },
  { path: 'phone-verification', element: <PhoneVerificationRoute /> },
  { path: 'change-password', element: <ChangePasswordRoute /> },
  { path: 'session-history', element: <SessionHistoryRoute /> },
];
