import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/admin/components/list-table';
import { usePaymentColumns } from '@/admin/components/payment-columns';
import { UNFILTERED, useListState } from '@/admin/lib/list-state';
import { paymentsQuery } from '@/admin/lib/payments';

/** A player's deposits and withdrawals, newest first (the payments list filtered to them). */
export function PaymentsTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const list = useListState(UNFILTERED);
  const payments = useQuery(paymentsQuery({ player: playerId }, list.skip, list.take));
  const columns = usePaymentColumns({ player: false });
  return (
    <ListTable
      list={list}
      query={payments}
      label={t('player.paymentsTab')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ icon: Banknote, title: t('payments.emptyTitle'), body: t('payments.emptyBody') }}
    />
  );
}
