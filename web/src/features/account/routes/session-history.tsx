import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { SESSIONS_PAGE_SIZE, useSessions } from '@/features/account/api/get-sessions';
import { useRevokeSession } from '@/features/account/api/revoke-session';
import { Card, DashboardPage } from '@/components/layout/dashboard-page';
import { LoadError } from '@/components/layout/load-error';
import { SessionItem } from '@/features/account/components/session-item';

/** /dashboard/session-history: the player's sessions, this one marked, the others revocable, in pages. */
export function SessionHistoryRoute() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [skip, setSkip] = useState(0);
  const sessions = useSessions(skip);
  const revoke = useRevokeSession();

  return (
    <DashboardPage title={tc('account.sessionHistory')} intro={t('sessions.intro')}>
      <Card className="py-2 sm:py-2">
        {sessions.isPending ? (
          <div className="divide-y divide-line">
            {Array.from({ length: 5 }, (_, index) => (
              <div key={index} className="flex items-center gap-4 py-4">
                <Skeleton className="size-10" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-44" />
                  <Skeleton className="h-3 w-72 max-w-full" />
                </div>
              </div>
            ))}
          </div>
        ) : sessions.isError ? (
          <LoadError onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
        ) : sessions.data.items.length === 0 ? (
          <div className="flex flex-col items-center py-12 text-center">
            <MonitorSmartphone aria-hidden className="size-8 text-fg-muted" />
            <p className="mt-3 text-sm text-fg-muted">{t('sessions.empty')}</p>
          </div>
        ) : (
          <ul
            aria-label={tc('account.sessionHistory')}
            aria-busy={sessions.isPlaceholderData || undefined}
            className="divide-y divide-line"
          >
            {sessions.data.items.map((item) => (
              <SessionItem
                key={item.id}
                session={item}
                onRevoke={(id) => revoke.mutate(id)}
                revoking={revoke.isPending && revoke.variables === item.id}
              />
            ))}
          </ul>
        )}
      </Card>
      {sessions.data && (
        <Pager
          skip={skip}
          take={SESSIONS_PAGE_SIZE}
          total={sessions.data.total}
          onSkip={setSkip}
          labels={{
            nav: t('sessions.pagination'),
            range: (range) => t('sessions.range', range),
            previous: t('sessions.previous'),
            next: t('sessions.next'),
          }}
        />
      )}
    </DashboardPage>
  );
}
