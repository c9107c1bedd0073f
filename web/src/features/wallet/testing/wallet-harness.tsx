import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { walletPages } from '@/features/wallet/wallet-routes';

/** The wallet pages under /dashboard (no layout, no guard: the app composes those) and the address. */
export function WalletHarness() {
  const routes = useRoutes([{ path: 'dashboard', children: walletPages }]);
  const { pathname } = useLocation();
  return (
    <>
      <Suspense fallback={null}>{routes}</Suspense>
      <output aria-label="address">{pathname}</output>
    </>
  );
}
