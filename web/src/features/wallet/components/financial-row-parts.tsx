import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { FinancialItem } from '@/features/wallet/api/types';
import { PROCESS_STATE, STATUS } from '@/features/wallet/lib/financial';

/** What a row needs to offer its cancel button. */
export interface CancelProps {
  onCancel: (item: FinancialItem) => void;
  cancelling: number | null;
}

/** Deposit (money in, green arrow) or withdraw (money out), with its method. */
export function KindCell({ item }: { item: FinancialItem }) {
  const { t } = useTranslation('wallet');
  const deposit = item.kind === 1;
  const Icon = deposit ? ArrowDownLeft : ArrowUpRight;
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-sm',
          deposit ? 'bg-money-soft text-money' : 'bg-surface-3 text-fg-strong',
        )}
      >
        <Icon aria-hidden className="size-4.5" />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium text-fg-strong">{item.method}</span>
        <span className="block text-xs text-fg-muted">{t(deposit ? 'financial.kinds.1' : 'financial.kinds.2')}</span>
      </span>
    </span>
  );
}

/** A payment that moved no money in the end: rejected, cancelled or expired. */
function isVoid(item: FinancialItem): boolean {
  return item.status === STATUS.rejected || item.status === STATUS.cancelled || item.processState === PROCESS_STATE.expired;
}

/**
 * The amount, signed by direction, with the fee below when there is one; struck through and muted when
 * the payment moved no money (a cancelled deposit never reached the balance).
 */
export function AmountCell({ item, className }: { item: FinancialItem; className?: string }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const deposit = item.kind === 1;
  const tone = isVoid(item) ? 'text-fg-muted line-through decoration-1' : deposit ? 'text-money' : 'text-fg-strong';
  return (
    <span className={cn('flex flex-col tabular-nums', className)}>
      <span className={cn('font-semibold', tone)}>
        {deposit ? '+' : '−'}
        {formatMoney(item.amount, language)}
      </span>
      {item.fee > 0 && <span className="text-xs text-fg-muted">{t('financial.fee', { fee: formatMoney(item.fee, language) })}</span>}
    </span>
  );
}

/** An operator's rejection reason. */
export function RejectionNote({ note }: { note: string | null }) {
  const { t } = useTranslation('wallet');
  if (!note) return null;
  return <p className="mt-2 rounded-sm bg-danger-soft px-2.5 py-1.5 text-xs text-danger">{t('financial.note', { note })}</p>;
}

/** Cancel on a pending withdrawal the server says can still be taken back. */
export function CancelButton({ item, onCancel, cancelling }: { item: FinancialItem } & CancelProps) {
  const { t } = useTranslation('wallet');
  if (!item.cancellable) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('financial.cancelLabel', { reference: item.reference })}
      loading={cancelling === item.id}
      disabled={cancelling !== null}
      onClick={() => onCancel(item)}
    >
      {t('financial.cancel')}
    </Button>
  );
}
