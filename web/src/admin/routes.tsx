import { ShieldOff, SearchX } from 'lucide-react';
import { type ReactNode, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageSkeleton } from '@/admin/components/page-skeleton';
import { Shell } from '@/admin/components/shell';
import { useLogout } from '@/admin/components/use-logout';
import { LoginPage } from '@/admin/features/auth/login-page';
import { TotpEnrolment } from '@/admin/features/auth/totp-enrolment';
import { homePathFor } from '@/admin/lib/navigation';
import { useMe } from '@/admin/lib/operator';
import { can, type Permission } from '@/admin/lib/roles';
import { useAdminSession } from '@/admin/lib/session';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';

const PlayersPage = lazy(() => import('@/admin/features/players/players-page'));
const PlayerPage = lazy(() => import('@/admin/features/players/player-page'));
const WithdrawalsPage = lazy(() => import('@/admin/features/payments/withdrawals-page'));
const PaymentsPage = lazy(() => import('@/admin/features/payments/payments-page'));
const SupportPage = lazy(() => import('@/admin/features/support/support-page'));
const NotificationsPage = lazy(() => import('@/admin/features/notifications/notifications-page'));
const AuditPage = lazy(() => import('@/admin/features/audit/audit-page'));
const ContentPage = lazy(() => import('@/admin/features/content/content-page'));
const CasinoPage = lazy(() => import('@/admin/features/casino/casino-page'));
const BonusesPage = lazy(() => import('@/admin/features/bonuses/bonuses-page'));
const SportsbookPage = lazy(() => import('@/admin/features/sportsbook/sportsbook-page'));
const SportsbookEventPage = lazy(() => import('@/admin/features/sportsbook/event-page'));
const OverviewPage = lazy(() => import('@/admin/features/reports/overview-page'));
const ReportsPage = lazy(() => import('@/admin/features/reports/reports-page'));

/** The screens after login, inside the shell: the guard checks the session, the second factor and the role. */
function Operator({ children }: { children: ReactNode }) {
  const token = useAdminSession((state) => state.token);
  const location = useLocation();
  const me = useMe();
  const doLogout = useLogout();
  const { t } = useTranslation('admin');
  if (!token) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (me.isPending) return <LoadingIndicator fullScreen />;
  if (me.isError)
    return (
      <EmptyState
        icon={ShieldOff}
        title={t('errors.meTitle')}
        body={me.error.message}
        action={<Button onClick={doLogout}>{t('shell.logout')}</Button>}
      />
    );
  if (me.data.totpRequired) return <TotpEnrolment onLogout={doLogout} />;
  return <Shell operator={me.data}>{children}</Shell>;
}

/** A screen only the roles holding `permission` see; the others get a plain refusal (the API refuses them too). */
function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  const me = useMe();
  const { t } = useTranslation('admin');
  if (!me.data) return <PageSkeleton />;
  if (!can(me.data.role, permission)) return <EmptyState icon={ShieldOff} title={t('errors.forbiddenTitle')} body={t('errors.forbiddenBody')} />;
  return children;
}

function Home() {
  const me = useMe();
  const { t } = useTranslation('admin');
  const home = homePathFor(me.data?.role);
  if (home) return <Navigate to={`/${home}`} replace />;
  return <EmptyState icon={ShieldOff} title={t('errors.forbiddenTitle')} body={t('errors.noScreens')} />;
}

function NotFound() {
  const { t } = useTranslation('admin');
  return <EmptyState icon={SearchX} title={t('errors.notFoundTitle')} body={t('errors.notFoundBody')} />;
}

const guarded = (permission: Permission, page: ReactNode) => (
  <Operator>
    <Allowed permission={permission}>{page}</Allowed>
  </Operator>
);

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        index
        element={
          <Operator>
            <Home />
          </Operator>
        }
      />
      <Route path="overview" element={guarded('reports.view', <OverviewPage />)} />
      <Route path="reports" element={guarded('reports.view', <ReportsPage />)} />
      <Route path="players" element={guarded('players.view', <PlayersPage />)} />
      <Route path="players/:id" element={guarded('players.view', <PlayerPage />)} />
      <Route path="withdrawals" element={guarded('payments.view', <WithdrawalsPage />)} />
      <Route path="payments" element={guarded('payments.view', <PaymentsPage />)} />
      <Route path="support" element={guarded('support.requests', <SupportPage />)} />
      <Route path="notifications" element={guarded('notifications.send', <NotificationsPage />)} />
      <Route path="audit" element={guarded('audit.view', <AuditPage />)} />
      <Route path="content/siteoptions" element={guarded('content.siteoptions', <ContentPage resource="siteoptions" />)} />
      <Route path="content/:resource" element={guarded('content.edit', <ContentPage />)} />
      <Route path="casino/providers" element={guarded('casino.providers', <CasinoPage screen="providers" />)} />
      <Route path="casino/:resource" element={guarded('casino.catalogue', <CasinoPage />)} />
      <Route path="sportsbook" element={guarded('sportsbook.view', <SportsbookPage />)} />
      <Route path="sportsbook/events/:id" element={guarded('sportsbook.view', <SportsbookEventPage />)} />
      <Route path="bonuses" element={guarded('bonuses.manage', <BonusesPage />)} />
      <Route
        path="*"
        element={
          <Operator>
            <NotFound />
          </Operator>
        }
      />
    </Routes>
  );
}
