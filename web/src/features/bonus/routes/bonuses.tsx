import { BadgePercent } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { HistoryEmpty, PagedHistory } from '@/components/layout/paged-history';
import { Button } from '@/components/ui/button';
import { BONUS_HISTORY_PAGE_SIZE, useBonusHistory } from '@/features/bonus/api/get-history';
import { BonusHistoryList } from '@/features/bonus/components/bonus-history-list';

/**
 * /dashboard/bonuses (product §2 'Bonuses History'): the player's bonuses, newest first, with status, amount,
 * wagering bar, expiry and what converted to cash, 20 to a page.
 */
export function BonusesRoute() {
  const { t } = useTranslation('bonus');
  const { t: tc } = useTranslation();
  const [skip, setSkip] = useState(0);
  const history = useBonusHistory(skip);
  return (
    <DashboardPage title={tc('account.bonuses')} intro={t('history.intro')}>
      <PagedHistory
        query={history}
        skip={skip}
        take={BONUS_HISTORY_PAGE_SIZE}
        onSkip={setSkip}
        rowHeight="h-[72px]"
        loadingLabel={t('history.loading')}
        empty={
          <HistoryEmpty
            icon={BadgePercent}
            title={t('history.emptyTitle')}
            body={t('history.emptyBody')}
            action={
              <Button asChild>
                <Link to="/dashboard/claim-bonus">{t('history.emptyAction')}</Link>
              </Button>
            }
          />
        }
        pagerLabels={{
          nav: t('history.pagination'),
          range: (range) => t('history.range', range),
          previous: t('history.previous'),
          next: t('history.next'),
        }}
      >
        {(items, busy) => <BonusHistoryList items={items} busy={busy} />}
      </PagedHistory>
    </DashboardPage>
  );
}
