import { WalletCards } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { LoadError } from '@/components/layout/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentMethods } from '@/features/wallet/api/get-payment-methods';
import type { PaymentMethod } from '@/features/wallet/api/types';
import { MethodCard } from '@/features/wallet/components/method-card';
import { PaymentDialog } from '@/features/wallet/components/payment-dialog';

/**
 * The deposit dialog titled 'Deposit Money' (product §2: what the play modal's Deposit opens): the
 * deposit methods, then the chosen method's dynamic deposit form in the same dialog's place.
 */
export function DepositDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const methods = usePaymentMethods(1);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const title = tc('account.deposit');

  if (method) return <PaymentDialog method={method} type={1} title={title} onClose={onClose} />;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} closeLabel={t('dialog.close')} className="sm:w-[min(30rem,calc(100vw-2rem))]">
        <DialogDescription className="mb-4 text-sm text-fg-muted">{t('methods.depositIntro')}</DialogDescription>
        {methods.isPending ? (
          <div role="status" aria-label={t('dialog.loading')} className="flex flex-col gap-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-[126px]" />
            ))}
          </div>
        ) : methods.isError ? (
          <LoadError onRetry={() => void methods.refetch()} retrying={methods.isFetching} />
        ) : methods.data.length === 0 ? (
          <div className="flex flex-col items-center py-8 text-center">
            <WalletCards aria-hidden className="size-8 text-fg-muted" />
            <p className="mt-3 font-semibold text-fg-strong">{t('methods.emptyTitle')}</p>
            <p className="mt-1 text-sm text-fg-muted">{t('methods.emptyBody')}</p>
          </div>
        ) : (
          <ul aria-label={t('methods.depositList')} className="flex flex-col gap-3">
            {methods.data.map((item) => (
              <li key={item.id}>
                <MethodCard method={item} onOpen={() => setMethod(item)} />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
