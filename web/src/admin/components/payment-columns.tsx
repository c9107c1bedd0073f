import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/admin/components/date-cell';
import { Badge } from '@/admin/components/page';
import { PaymentStatus } from '@/admin/components/payment-status';
import { PlayerLink } from '@/admin/components/player-link';
import type { AdminPayment } from '@/admin/lib/api-types';
import { money } from '@/admin/lib/format';
import { KIND } from '@/admin/lib/payments';

const column = createColumnHelper<AdminPayment>();

/** The columns of a list of deposits and withdrawals (the payments screen; a player's payments, without the player). */
export function usePaymentColumns({ player = true }: { player?: boolean } = {}) {
  const { t } = useTranslation('admin');
  return [
    column.accessor('reference', { header: t('payments.reference'), cell: (info) => <span className="font-mono text-xs whitespace-nowrap">{info.getValue()}</span> }),
    ...(player ? [column.accessor('username', { header: t('payments.player'), cell: (info) => <PlayerLink player={info.row.original} /> })] : []),
    column.accessor('kind', {
      header: t('payments.kind'),
      cell: (info) =>
        info.getValue() === KIND.deposit ? <Badge tone="info">{t('payments.deposit')}</Badge> : <Badge>{t('payments.withdraw')}</Badge>,
    }),
    column.accessor('method', { header: t('payments.method') }),
    column.accessor('amount', { header: t('payments.amount'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
    column.accessor('fee', { header: t('payments.fee'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
    column.accessor('status', { header: t('payments.statusLabel'), cell: (info) => <PaymentStatus status={info.getValue()} /> }),
    column.accessor('createdAt', { header: t('payments.createdAt'), cell: (info) => <DateCell at={info.getValue()} /> }),
    column.accessor('updatedAt', { header: t('payments.updatedAt'), cell: (info) => <DateCell at={info.getValue()} /> }),
  ];
}
