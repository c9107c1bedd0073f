import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/admin/components/page';
import { dateTime } from '@/admin/lib/format';
import { statusName } from '@/admin/features/payments/api';
import type { AdminPayment } from '@/admin/lib/api-types';

/** A payment's status as a coloured pill. */
export function PaymentStatus({ status }: { status: number }) {
  const { t } = useTranslation('admin');
  const name = statusName(status);
  const tone = name === 'confirmed' ? 'money' : name === 'pending' ? 'accent' : name === 'rejected' ? 'danger' : 'neutral';
  return <Badge tone={tone}>{name ? t(`payments.status.${name}`) : String(status)}</Badge>;
}

/** The player's username, linking to their page. */
export function PlayerLink({ payment }: { payment: Pick<AdminPayment, 'playerId' | 'username'> }) {
  return (
    <Link to={`/players/${payment.playerId}`} className="font-medium text-fg-strong hover:text-accent hover:underline">
      {payment.username}
    </Link>
  );
}

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
