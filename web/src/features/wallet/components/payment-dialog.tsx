import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { i18next } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { usePaymentDetail } from '@/features/wallet/api/get-payment-detail';
import type { PaymentMethod, PaymentType } from '@/features/wallet/api/types';
import { DepositResultView } from '@/features/wallet/components/deposit-result-view';
import { MethodLimits, MethodLogo } from '@/features/wallet/components/method-logo';
import { PaymentForm } from '@/features/wallet/components/payment-form';
import { CLOSE_AFTER_FAILURE_MS, CLOSE_AFTER_WITHDRAW_MS, useCloseAfter } from '@/features/wallet/hooks/use-close-after';
import { type DepositResult, toDepositResult } from '@/features/wallet/lib/deposit-result';

/**
 * The dynamic deposit or withdraw dialog (product §2, §4, §8), titled by the caller: the method's
 * fields load first; a failure shows the server's message and closes after 100 ms, no fields
 * shows 'No data found' and closes; a deposit ends on its link or message, a withdrawal on a
 * success toast and closes after 500 ms.
 */
export function PaymentDialog({
  method,
  type,
  title,
  onClose,
}: {
  method: PaymentMethod;
  type: PaymentType;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const detail = usePaymentDetail(method.id, type);
  const closeAfter = useCloseAfter(onClose);
  const [result, setResult] = useState<DepositResult | null>(null);
  const empty = detail.isSuccess && detail.data.length === 0;

  useEffect(() => {
    if (detail.isError) {
      const message = detail.error.message || i18next.t('errors.unexpected');
      notify.error(message, { id: `payment-detail:${method.id}` });
      closeAfter(CLOSE_AFTER_FAILURE_MS);
    } else if (empty) {
      notify.error(t('dialog.noData'), { id: `payment-detail:${method.id}` });
      closeAfter(CLOSE_AFTER_FAILURE_MS);
    }
  }, [detail.isError, detail.error, empty, method.id, t, closeAfter]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} closeLabel={t('dialog.close')} className="sm:w-[min(30rem,calc(100vw-2rem))]">
        <DialogDescription className="sr-only">{method.name}</DialogDescription>
        <div className="mb-5 flex items-center gap-3 rounded-md bg-surface-1 p-3 ring-1 ring-line">
          <MethodLogo method={method} className="size-11" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-fg-strong">{tc(type === 1 ? 'account.deposit' : 'account.withdraw')}</p>
            <p className="text-xs text-fg-muted tabular-nums">
              <MethodLimits method={method} />
            </p>
          </div>
        </div>
        {result ? (
          <DepositResultView result={result} onDone={onClose} />
        ) : detail.isSuccess && !empty ? (
          <PaymentForm
            method={method}
            type={type}
            fields={detail.data}
            onDone={(outcome) => {
              if (outcome.type === 1) setResult(toDepositResult(outcome.data));
              else closeAfter(CLOSE_AFTER_WITHDRAW_MS);
            }}
          />
        ) : (
          <FormSkeleton label={t('dialog.loading')} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-5">
      {Array.from({ length: 2 }, (_, index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24 rounded-sm" />
          <Skeleton className="h-11 w-full rounded-sm" />
        </div>
      ))}
      <Skeleton className="mt-2 h-12 w-full rounded-sm" />
    </div>
  );
}
