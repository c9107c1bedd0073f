import { BanknoteArrowDown, BanknoteArrowUp, ChevronRight, Gift, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useBalance } from '@/features/auth/api/balance';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessions } from '@/features/account/api/get-sessions';
import { ACCOUNT_MENU } from '@/components/layout/account-menu-items';
import { Card, DashboardPage } from '@/components/layout/dashboard-page';
import { LoadError } from '@/components/layout/load-error';
import { SessionItem } from '@/features/account/components/session-item';
import { VerificationBadge } from '@/features/account/components/verification-badge';
import { maskPhone } from '@/lib/phone';
import { useAuthStore } from '@/stores/auth-store';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useDialogStore } from '@/stores/dialog-store';

const RECENT_SESSIONS = 3;

/** /dashboard: balance, quick actions, the phone's verification and the latest sessions. */
export function OverviewRoute() {
  const { t } = useTranslation('account');
  const session = useAuthStore((state) => state.session);
  if (!session) return null;
  return (
    <DashboardPage title={t('overview.greeting', { username: session.username })} intro={t('overview.intro')}>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <BalanceCard balance={session.balance} />
        <VerificationCard verified={session.smsVerified} phone={session.phone} />
      </div>
      <QuickActions />
      <RecentSessions />
    </DashboardPage>
  );
}

function BalanceCard({ balance }: { balance: number }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const bonus = useBalance()?.bonus;
  return (
    <Card className="relative overflow-hidden bg-[radial-gradient(circle_at_100%_0%,var(--color-money-soft),transparent_55%),linear-gradient(to_bottom_right,var(--color-surface-2),var(--color-surface-1))]">
      <p className="relative text-sm font-medium text-fg-muted">{t('overview.balance')}</p>
      <p className="relative mt-1 text-display font-semibold text-money tabular-nums">{formatMoney(balance, language)}</p>
      <p className="relative mt-2 inline-flex items-center gap-2 text-sm text-fg-muted">
        <Gift aria-hidden className="size-4 text-accent" />
        <span>{t('overview.bonus')}</span>
        <span className="font-semibold text-fg-strong tabular-nums">{bonus === undefined ? '—' : formatMoney(bonus, language)}</span>
      </p>
      <div className="relative mt-6 flex flex-wrap gap-3">
        <Button asChild size="lg" className="min-w-36 flex-1 sm:flex-none">
          <Link to="/dashboard/deposit">
            <BanknoteArrowDown aria-hidden className="size-5" />
            {t('overview.deposit')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="min-w-36 flex-1 sm:flex-none">
          <Link to="/dashboard/withdraw">
            <BanknoteArrowUp aria-hidden className="size-5" />
            {t('overview.withdraw')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

function VerificationCard({ verified, phone }: { verified: boolean; phone: string }) {
  const { t } = useTranslation('account');
  const show = useDialogStore((state) => state.show);
  const Icon = verified ? ShieldCheck : ShieldAlert;
  return (
    <Card className="flex flex-col">
      <div className="flex items-start justify-between gap-3">
        <span
          className={`grid size-11 place-items-center rounded-md ${verified ? 'bg-money-soft text-money' : 'bg-accent-soft text-accent'}`}
        >
          <Icon aria-hidden className="size-6" />
        </span>
        <VerificationBadge verified={verified} />
      </div>
      <h2 className="mt-4 font-semibold text-fg-strong">{t('overview.verification')}</h2>
      <p className="mt-0.5 text-sm text-fg tabular-nums">{maskPhone(phone)}</p>
      <p className="mt-2 text-sm text-fg-muted">{verified ? t('overview.verifiedBody') : t('overview.notVerifiedBody')}</p>
      <div className="mt-auto pt-5">
        {verified ? (
          <Button asChild variant="secondary" className="w-full sm:w-auto">
            <Link to="/dashboard/phone-verification">{t('overview.manage')}</Link>
          </Button>
        ) : (
          <Button className="w-full sm:w-auto" onClick={() => show('sms')}>
            {t('overview.verifyNow')}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** The dashboard pages a player opens most, named and drawn as in the account menu. */
const QUICK_ACTIONS = ['/dashboard/claim-bonus', '/dashboard/game-history', '/dashboard/financial-activities', '/dashboard/change-password'];

function QuickActions() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const actions = QUICK_ACTIONS.flatMap((to) => ACCOUNT_MENU.filter((item) => item.to === to)).map(({ to, title, icon }) => ({
    to,
    label: tc(title),
    icon,
  }));
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-3 text-sm font-semibold text-fg-muted">
        {t('overview.quickActions')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {actions.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-3 rounded-md bg-surface-1 p-4 ring-1 ring-line transition-colors duration-150 hover:bg-surface-2"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-sm bg-surface-2 text-accent transition-colors group-hover:bg-surface-3">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="text-sm font-medium text-fg-strong">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentSessions() {
  const { t } = useTranslation('account');
  const sessions = useSessions(0, RECENT_SESSIONS);
  return (
    <Card>
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-fg-strong">{t('overview.recentSessions')}</h2>
        <Link
          to="/dashboard/session-history"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-accent hover:text-accent-hover"
        >
          {t('overview.allSessions')}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
      {sessions.isPending ? (
        <div className="mt-2 divide-y divide-line">
          {Array.from({ length: RECENT_SESSIONS }, (_, index) => (
            <div key={index} className="flex items-center gap-4 py-4">
              <Skeleton className="size-10" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-64 max-w-full" />
              </div>
            </div>
          ))}
        </div>
      ) : sessions.isError ? (
        <LoadError onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {sessions.data.items.map((item) => (
            <SessionItem key={item.id} session={item} compact />
          ))}
        </ul>
      )}
    </Card>
  );
}
