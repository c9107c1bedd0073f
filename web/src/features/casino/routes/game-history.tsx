import { Gamepad2, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, DashboardPage } from '@/components/layout/dashboard-page';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { GAME_HISTORY_PAGE_SIZE, useGameHistory } from '@/features/casino/api/get-game-history';
import { HistoryFilters } from '@/features/casino/components/history-filters';
import { HistoryList } from '@/features/casino/components/history-list';
import { type HistoryFilters as Filters, hasFilters, NO_FILTERS, toHistoryRequest } from '@/features/casino/lib/history';

/**
 * /dashboard/game-history (spec §2, account menu 'Game Activities'): the player's bets and wins,
 * newest first, with game, provider, Bet/Win, amount, balance after and time; filtered by kind and
 * days, 20 to a page.
 */
export function GameHistoryRoute() {
  const { t } = useTranslation('casino');
  const { t: tc } = useTranslation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [skip, setSkip] = useState(0);
  const history = useGameHistory(toHistoryRequest(filters, skip, GAME_HISTORY_PAGE_SIZE));

  const filter = (next: Filters) => {
    setFilters(next);
    setSkip(0);
  };

  return (
    <DashboardPage title={tc('account.gameHistory')} intro={t('history.intro')}>
      <HistoryFilters value={filters} onChange={filter} />
      {history.isPending ? (
        <div role="status" aria-label={t('history.loading')} className="flex flex-col gap-3">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-[62px]" />
          ))}
        </div>
      ) : history.isError ? (
        <Card>
          <LoadError onRetry={() => void history.refetch()} retrying={history.isFetching} />
        </Card>
      ) : history.data.items.length === 0 ? (
        <EmptyHistory filtered={hasFilters(filters)} onClear={() => filter(NO_FILTERS)} />
      ) : (
        <HistoryList items={history.data.items} busy={history.isPlaceholderData} />
      )}
      {history.data && (
        <Pager
          skip={skip}
          take={GAME_HISTORY_PAGE_SIZE}
          total={history.data.total}
          onSkip={setSkip}
          labels={{
            nav: t('history.pagination'),
            range: (range) => t('history.range', range),
            previous: t('history.previous'),
            next: t('history.next'),
          }}
        />
      )}
    </DashboardPage>
  );
}

function EmptyHistory({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('casino');
  const Icon = filtered ? SearchX : Gamepad2;
  return (
    <Card className="flex flex-col items-center py-14 text-center">
      <span className="grid size-14 place-items-center rounded-lg bg-surface-2 text-accent shadow-card">
        <Icon aria-hidden className="size-6" strokeWidth={1.75} />
      </span>
      <p className="mt-5 font-semibold text-fg-strong">{t(filtered ? 'history.emptyFilteredTitle' : 'history.emptyTitle')}</p>
      <p className="mt-1 max-w-sm text-sm text-fg-muted">{t(filtered ? 'history.emptyFilteredBody' : 'history.emptyBody')}</p>
      {filtered ? (
        <Button variant="secondary" className="mt-6" onClick={onClear}>
          {t('history.clear')}
        </Button>
      ) : (
        <Button asChild className="mt-6">
          <Link to="/casino/slot">{t('history.emptyAction')}</Link>
        </Button>
      )}
    </Card>
  );
}
