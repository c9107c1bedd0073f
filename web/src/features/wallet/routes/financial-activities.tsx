import { ReceiptText, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, DashboardPage } from '@/components/layout/dashboard-page';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
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
      {history.isPending ? (
        <div role="status" aria-label={t('dialog.loading')} className="flex flex-col gap-3">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-[68px]" />
          ))}
        </div>
      ) : history.isError ? (
        <Card>
          <LoadError onRetry={() => void history.refetch()} retrying={history.isFetching} />
        </Card>
      ) : history.data.items.length === 0 ? (
        <EmptyHistory filtered={hasFilters(filters)} onClear={() => filter(NO_FILTERS)} />
      ) : (
        <FinancialList
          items={history.data.items}
          busy={history.isPlaceholderData}
          onCancel={(item) => cancel.mutate(item.id)}
          cancelling={cancel.isPending ? cancel.variables : null}
        />
      )}
      {history.data && (
        <Pager
          skip={skip}
          take={FINANCIAL_PAGE_SIZE}
          total={history.data.total}
          onSkip={setSkip}
          labels={{
            nav: t('financial.pagination'),
            range: (range) => t('financial.range', range),
            previous: t('financial.previous'),
            next: t('financial.next'),
          }}
        />
      )}
    </DashboardPage>
  );
}

function EmptyHistory({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('wallet');
  const Icon = filtered ? SearchX : ReceiptText;
  return (
    <Card className="flex flex-col items-center py-14 text-center">
      <span className="grid size-14 place-items-center rounded-lg bg-surface-2 text-accent shadow-card">
        <Icon aria-hidden className="size-6" strokeWidth={1.75} />
      </span>
      <p className="mt-5 font-semibold text-fg-strong">{t(filtered ? 'financial.emptyFilteredTitle' : 'financial.emptyTitle')}</p>
      <p className="mt-1 max-w-sm text-sm text-fg-muted">{t(filtered ? 'financial.emptyFilteredBody' : 'financial.emptyBody')}</p>
      {filtered ? (
        <Button variant="secondary" className="mt-6" onClick={onClear}>
          {t('financial.clear')}
        </Button>
      ) : (
        <Button asChild className="mt-6">
          <Link to="/dashboard/deposit">{t('financial.deposit')}</Link>
        </Button>
      )}
    </Card>
  );
}
