/* eslint-disable react-refresh/only-export-components -- a route table; its pages hot-reload in their own files */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withNamespaces } from '@/lib/i18n';

// Each page is its own chunk, loaded inside the dashboard layout.
const DepositRoute = lazy(() =>
  withNamespaces(['wallet'], import('@/features/wallet/routes/deposit')).then((m) => ({ default: m.DepositRoute })),
);
const WithdrawRoute = lazy(() =>
  withNamespaces(['wallet'], import('@/features/wallet/routes/withdraw')).then((m) => ({ default: m.WithdrawRoute })),
);
const FinancialActivitiesRoute = lazy(() =>
  withNamespaces(['wallet'], import('@/features/wallet/routes/financial-activities')).then((m) => ({
    default: m.FinancialActivitiesRoute,
  })),
);

/**
 * The wallet's /dashboard pages (product §2); the app mounts them beside the account feature's. In the web app the
 * wallet is the player's "Cüzdan": deposits, withdrawals and their history (the API's `payments`, the back office's
 * features/payments), not the game providers' seamless wallet of crates/api.
 */
export const walletPages: RouteObject[] = [
  { path: 'deposit', element: <DepositRoute /> },
  { path: 'withdraw', element: <WithdrawRoute /> },
  { path: 'financial-activities', element: <FinancialActivitiesRoute /> },
];
