import { Gamepad2, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { HistoryEmpty, PagedHistory } from '@/components/layout/paged-history';
import { Button } from '@/components/ui/button';
import { GAME_HISTORY_PAGE_SIZE, useGameHistory } from '@/features/casino/api/get-game-history';
import { HistoryFilters } from '@/features/casino/components/history-filters';
import { HistoryList } from '@/features/casino/components/history-list';
import { type HistoryFilters as Filters, hasFilters, NO_FILTERS, toHistoryRequest } from '@/features/casino/lib/history';

/**
 * /dashboard/game-history (product §2, account menu 'Game Activities'): the player's bets and wins,
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
      <PagedHistory
        query={history}
        skip={skip}
        take={GAME_HISTORY_PAGE_SIZE}
        onSkip={setSkip}
        rowHeight="h-[62px]"
        loadingLabel={t('history.loading')}
        empty={<EmptyHistory filtered={hasFilters(filters)} onClear={() => filter(NO_FILTERS)} />}
        pagerLabels={{
          nav: t('history.pagination'),
          range: (range) => t('history.range', range),
          previous: t('history.previous'),
          next: t('history.next'),
        }}
      >
        {(items, busy) => <HistoryList items={items} busy={busy} />}
      </PagedHistory>
    </DashboardPage>
  );
}

function EmptyHistory({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('casino');
  return (
    <HistoryEmpty
      icon={filtered ? SearchX : Gamepad2}
      title={t(filtered ? 'history.emptyFilteredTitle' : 'history.emptyTitle')}
      body={t(filtered ? 'history.emptyFilteredBody' : 'history.emptyBody')}
      action={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            {t('history.clear')}
          </Button>
        ) : (
          <Button asChild>
            <Link to="/casino/slot">{t('history.emptyAction')}</Link>
          </Button>
        )
      }
    />
  );
}
