import { RequireLogin } from '@/app/require-login';
import { DashboardLayout } from '@/features/account/components/dashboard-layout';
import { AccountMenu } from '@/features/auth/components/account-menu';

/**
 * The /dashboard area (product §2): the account feature's layout and pages with the auth feature's
 * account menu beside them, behind the login guard (visitors get the login dialog).
 */
export function DashboardRoute() {
  return (
    <RequireLogin>
      <DashboardLayout menu={<AccountMenu />} />
    </RequireLogin>
  );
}
