import { ReceiptText, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { HistoryEmpty, PagedHistory } from '@/components/layout/paged-history';
import { Button } from '@/components/ui/button';
import { useCancelPayment } from '@/features/wallet/api/cancel-payment';
import { FINANCIAL_PAGE_SIZE, useFinancial } from '@/features/wallet/api/get-financial';
import { FinancialFilters } from '@/features/wallet/components/financial-filters';
import { FinancialList } from '@/features/wallet/components/financial-list';
import { type FinancialFilters as Filters, hasFilters, NO_FILTERS, toFinancialRequest } from '@/features/wallet/lib/financial';

/**
 * /dashboard/financial-activities: the player's deposits and withdrawals, newest first, filtered
 * by kind, status and days, 20 to a page; a pending withdrawal can be cancelled from its row.
 */
export function FinancialActivitiesRoute() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [skip, setSkip] = useState(0);
  const history = useFinancial(toFinancialRequest(filters, skip, FINANCIAL_PAGE_SIZE));
  const cancel = useCancelPayment();

  const filter = (next: Filters) => {
    setFilters(next);
    setSkip(0);
  };

  return (
    <DashboardPage title={tc('account.financialActivities')} intro={t('financial.intro')}>
      <FinancialFilters value={filters} onChange={filter} />
      <PagedHistory
        query={history}
        skip={skip}
        take={FINANCIAL_PAGE_SIZE}
        onSkip={setSkip}
        rowHeight="h-[68px]"
        loadingLabel={t('dialog.loading')}
        empty={<EmptyHistory filtered={hasFilters(filters)} onClear={() => filter(NO_FILTERS)} />}
        pagerLabels={{
          nav: t('financial.pagination'),
          range: (range) => t('financial.range', range),
          previous: t('financial.previous'),
          next: t('financial.next'),
        }}
      >
        {(items, busy) => (
          <FinancialList
            items={items}
            busy={busy}
            onCancel={(item) => cancel.mutate(item.id)}
            cancelling={cancel.isPending ? cancel.variables : null}
          />
        )}
      </PagedHistory>
    </DashboardPage>
  );
}

function EmptyHistory({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <HistoryEmpty
      icon={filtered ? SearchX : ReceiptText}
      title={t(filtered ? 'financial.emptyFilteredTitle' : 'financial.emptyTitle')}
      body={t(filtered ? 'financial.emptyFilteredBody' : 'financial.emptyBody')}
      action={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            {t('financial.clear')}
          </Button>
        ) : (
          <Button asChild>
            <Link to="/dashboard/deposit">{t('financial.deposit')}</Link>
          </Button>
        )
      }
    />
  );
}
