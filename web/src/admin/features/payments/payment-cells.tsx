import { useTranslation } from 'react-i18next';
import { Badge } from '@/admin/components/page';
import type { AdminPayment } from '@/admin/lib/api-types';
import { dateTime } from '@/admin/lib/format';

/** What the player gave for the payment (IBAN, holder, masked card), one `key: value` per line. */
export function PaymentDetails({ details }: { details: unknown }) {
  if (typeof details !== 'object' || details === null) return null;
  const entries = Object.entries(details as Record<string, unknown>).filter(([key]) => key !== 'Amount');
  return (
    <span className="flex flex-col text-xs leading-4 text-fg-muted">
      {entries.slice(0, 3).map(([key, value]) => (
        <span key={key} className="truncate">
          <span className="text-fg-muted">{key}:</span> <span className="font-mono text-fg">{String(value)}</span>
        </span>
      ))}
    </span>
  );
}

/** Four eyes: a large withdrawal with one approval waits for a second operator; who gave the first, and when. */
export function FourEyes({ payment }: { payment: Pick<AdminPayment, 'awaitingSecondApproval' | 'firstApprover' | 'firstApprovedAt'> }) {
  const { t } = useTranslation('admin');
  if (!payment.firstApprover) return null;
  return (
    <span className="flex flex-col items-start gap-0.5">
      {payment.awaitingSecondApproval && <Badge tone="info">{t('withdrawals.awaitingSecond')}</Badge>}
      <span className="text-xs whitespace-nowrap text-fg-muted tabular-nums">
        {t('withdrawals.firstApproval', { operator: payment.firstApprover, at: dateTime(payment.firstApprovedAt) })}
      </span>
    </span>
  );
}

/** The player's block beside their withdrawal: paying it out needs an admin's override with a reason. */
export function PlayerBlocked({ payment }: { payment: Pick<AdminPayment, 'playerBlockedAt' | 'playerBlockReason'> }) {
  const { t } = useTranslation('admin');
  if (!payment.playerBlockedAt) return null;
  const reason = payment.playerBlockReason?.trim() ? payment.playerBlockReason : t('withdrawals.noBlockReason');
  return (
    <span className="flex max-w-56 flex-col items-start gap-0.5">
      <Badge tone="danger">{t('withdrawals.blocked')}</Badge>
      <span className="truncate text-xs text-danger" title={reason}>
        {reason}
      </span>
    </span>
  );
}
