import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/admin/components/data-table';
import { paymentsQuery } from '@/admin/features/payments/api';
import { usePaymentColumns } from '@/admin/features/payments/payment-columns';
import { type ListSpec, useListState } from '@/admin/lib/list-state';

const LIST: ListSpec<never> = { filters: [], pageSize: 25 };

/** A player's deposits and withdrawals, newest first (the payments list filtered to them). */
export function PaymentsTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const list = useListState(LIST);
  const payments = useQuery(paymentsQuery({ player: playerId }, list.skip, list.take));
  const columns = usePaymentColumns({ player: false });
  return (
    <DataTable
      label={t('player.paymentsTab')}
      columns={columns}
      data={payments.data?.items}
      loading={payments.isPending}
      error={payments.error?.message}
      rowKey={(row) => row.id}
      empty={{ icon: Banknote, title: t('payments.emptyTitle'), body: t('payments.emptyBody') }}
      paging={{ page: list.page, pageSize: list.pageSize, total: payments.data?.total ?? 0, onPage: (page) => list.update({ page }) }}
    />
  );
}
