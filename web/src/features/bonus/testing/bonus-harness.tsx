import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { bonusPages } from '@/features/bonus/bonus-routes';

/** The bonus pages under /dashboard (no layout, no guard: the app composes those) and the address. */
export function BonusHarness() {
  const routes = useRoutes([
    { path: 'dashboard', children: [...bonusPages, { path: 'deposit', element: <h1>Para Yatır sayfası</h1> }] },
  ]);
  const { pathname } = useLocation();
  return (
    <>
      <Suspense fallback={null}>{routes}</Suspense>
      <output aria-label="address">{pathname}</output>
    </>
  );
}
