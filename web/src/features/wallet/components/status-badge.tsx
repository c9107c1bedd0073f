import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useStatusName } from '@/features/wallet/hooks/use-status-name';
import { isProcessKey, statusTone } from '@/features/wallet/lib/financial';

/** A payment's Status as a coloured badge, with its Process state beside it when that says more. */
export function StatusBadge({ status, processState, className }: { status: number; processState: number; className?: string }) {
  const { t } = useTranslation('wallet');
  const statusName = useStatusName();
  const processKey = String(processState);
  const process = isProcessKey(processKey) ? t(`financial.processStates.${processKey}`) : null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span className={cn('inline-flex h-6 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold', statusTone(status))}>
        <span aria-hidden className="size-1.5 rounded-full bg-current" />
        {statusName(status)}
      </span>
      {process && process !== statusName(status) && (
        <span className="text-xs text-fg-muted">
          <span className="sr-only">{t('financial.process')}: </span>
          {process}
        </span>
      )}
    </span>
  );
}
