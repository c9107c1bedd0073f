/* eslint-disable react-refresh/only-export-components -- a route table; its pages hot-reload in their own files */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withNamespaces } from '@/lib/i18n';

// Each page is its own chunk, loaded inside the dashboard layout.
const ClaimBonusRoute = lazy(() =>
  withNamespaces(['bonus'], import('@/features/bonus/routes/claim-bonus')).then((m) => ({
    default: m.ClaimBonusRoute,
  })),
);
const BonusesRoute = lazy(() =>
  withNamespaces(['bonus'], import('@/features/bonus/routes/bonuses')).then((m) => ({ default: m.BonusesRoute })),
);

/** The bonuses' /dashboard pages (product §2); the app mounts them beside the account feature's. */
export const bonusPages: RouteObject[] = [
  { path: 'claim-bonus', element: <ClaimBonusRoute /> },
  { path: 'bonuses', element: <BonusesRoute /> },
];
