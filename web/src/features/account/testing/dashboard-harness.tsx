import { useLocation, useRoutes } from 'react-router';
import { DashboardLayout } from '@/features/account/components/dashboard-layout';
import { dashboardPages } from '@/features/account/dashboard-routes';

/**
 * The dashboard pages in their layout (no menu, no guard: the app composes those), a stand-in home
 * page and the current address, for tests of the account feature.
 */
export function DashboardHarness() {
  const routes = useRoutes([
    { path: '/', element: <h1>Ana sayfa</h1> },
    { path: 'dashboard', element: <DashboardLayout menu={null} />, children: dashboardPages },
  ]);
  const { pathname } = useLocation();
  return (
    <>
      {routes}
      <output aria-label="address">{pathname}</output>
    </>
  );
}
