import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ACCOUNT_MENU, DASHBOARD_HOME } from '@/components/layout/account-menu-items';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { Skeleton } from '@/components/ui/skeleton';
import { DashboardTabs } from '@/features/account/components/dashboard-tabs';

/**
 * The account area around every /dashboard page (product §2): the dashboard menu (`menu`, composed by
 * the app) beside the page on desktop, a row of page tabs above it on smaller screens, and above
 * a page the breadcrumb back to the dashboard (on phones it opens the profile side bar instead,
 * product §2). The app guards it: visitors get the login dialog instead.
 */
export function DashboardLayout({ menu }: { menu: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = ACCOUNT_MENU.find(({ to }) => to === pathname);
  return (
    <div className="mx-auto grid w-full max-w-[1240px] gap-6 px-4 pt-4 pb-10 sm:px-6 sm:pt-6 lg:grid-cols-[272px_minmax(0,1fr)] lg:gap-8">
      <aside className="hidden lg:block">
        <div className="sticky top-32">{menu}</div>
      </aside>
      <div className="min-w-0">
        {page && (
          <Breadcrumb
            className="mb-4"
            items={[
              { label: t(DASHBOARD_HOME.title), url: DASHBOARD_HOME.to, opensProfileOnMobile: true },
              { label: t(page.title), url: page.to },
            ]}
          />
        )}
        <DashboardTabs className="mb-5 lg:hidden" />
        <Suspense fallback={<DashboardPageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

function DashboardPageSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="mt-2 h-64 w-full" />
    </div>
  );
}
