import { useLocation, useRoutes } from 'react-router';
import { dashboardRoute } from '@/features/account/dashboard-routes';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';

/** The dashboard routes with a stand-in home page, the dialogs and the current address, for tests. */
export function DashboardHarness() {
  const routes = useRoutes([{ path: '/', element: <h1>Ana sayfa</h1> }, dashboardRoute]);
  const { pathname } = useLocation();
  return (
    <>
      {routes}
      <AuthDialogs />
      <output aria-label="address">{pathname}</output>
    </>
  );
}
