import { ReceiptText, WalletCards } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, DashboardPage } from '@/components/layout/dashboard-page';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentMethods } from '@/features/wallet/api/get-payment-methods';
import type { PaymentMethod, PaymentType } from '@/features/wallet/api/types';
import { MethodCard } from '@/features/wallet/components/method-card';
import { PaymentDialog } from '@/features/wallet/components/payment-dialog';

const COPY = {
  1: { title: 'account.deposit', intro: 'methods.depositIntro', list: 'methods.depositList' },
  2: { title: 'account.withdraw', intro: 'methods.withdrawIntro', list: 'methods.withdrawList' },
} as const;

const GRID = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3';

/**
 * /dashboard/deposit and /dashboard/withdraw: the methods of one direction as cards; a card opens
 * the dynamic payment dialog titled with the method.
 */
export function PaymentMethodsPage({ type }: { type: PaymentType }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const methods = usePaymentMethods(type);
  const [open, setOpen] = useState<PaymentMethod | null>(null);
  const copy = COPY[type];

  return (
    <DashboardPage
      title={tc(copy.title)}
      intro={t(copy.intro)}
      actions={
        <Button asChild variant="ghost" size="sm" className="text-fg-muted">
          <Link to="/dashboard/financial-activities">
            <ReceiptText aria-hidden className="size-4" />
            {t('methods.history')}
          </Link>
        </Button>
      }
    >
      {methods.isPending ? (
        <div className={GRID} role="status" aria-label={t('dialog.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-[126px] sm:h-[138px]" />
          ))}
        </div>
      ) : methods.isError ? (
        <Card>
          <LoadError onRetry={() => void methods.refetch()} retrying={methods.isFetching} />
        </Card>
      ) : methods.data.length === 0 ? (
        <Card className="flex flex-col items-center py-12 text-center">
          <WalletCards aria-hidden className="size-8 text-fg-muted" />
          <p className="mt-3 font-semibold text-fg-strong">{t('methods.emptyTitle')}</p>
          <p className="mt-1 max-w-sm text-sm text-fg-muted">{t('methods.emptyBody')}</p>
        </Card>
      ) : (
        <ul aria-label={t(copy.list)} className={GRID}>
          {methods.data.map((method) => (
            <li key={method.id}>
              <MethodCard method={method} onOpen={() => setOpen(method)} />
            </li>
          ))}
        </ul>
      )}
      {open && (
        <PaymentDialog key={open.id} method={open} type={type} title={open.name} onClose={() => setOpen(null)} />
      )}
    </DashboardPage>
  );
}
