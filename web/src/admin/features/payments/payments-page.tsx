import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/admin/components/download-button';
import { FilterInput, FilterSelect } from '@/admin/components/filter-select';
import { ListTable } from '@/admin/components/list-table';
import { FilterBar, Page } from '@/admin/components/page';
import { usePaymentColumns } from '@/admin/components/payment-columns';
import { downloadPayments } from '@/admin/features/payments/api';
import { type ListSpec, useListState } from '@/admin/lib/list-state';
import { KIND, STATUS, STATUS_NAMES, paymentsQuery } from '@/admin/lib/payments';

const LIST: ListSpec<'kind' | 'status' | 'player' | 'from' | 'to'> = { filters: ['kind', 'status', 'player', 'from', 'to'] };

/** Every deposit and withdrawal, newest first, filtered by direction, status, player and period. */
export default function PaymentsPage() {
  const { t } = useTranslation('admin');
  const list = useListState(LIST);
  const payments = useQuery(paymentsQuery(list.filters, list.skip, list.take));

  const columns = usePaymentColumns();

  return (
    <Page
      title={t('payments.title')}
      description={t('payments.description')}
      actions={<DownloadButton download={() => downloadPayments(list.filters)} />}
    >
      <FilterBar>
        <FilterSelect
          label={t('payments.kind')}
          value={list.filters.kind}
          onChange={(kind) => list.update({ filters: { kind } })}
          options={[
            { value: '', label: t('payments.any') },
            { value: String(KIND.deposit), label: t('payments.deposit') },
            { value: String(KIND.withdraw), label: t('payments.withdraw') },
          ]}
        />
        <FilterSelect
          label={t('payments.statusLabel')}
          value={list.filters.status}
          onChange={(status) => list.update({ filters: { status } })}
          options={[{ value: '', label: t('payments.any') }, ...STATUS_NAMES.map((name) => ({ value: String(STATUS[name]), label: t(`payments.status.${name}`) }))]}
        />
        <FilterInput label={t('payments.playerId')} value={list.filters.player} onChange={(player) => list.update({ filters: { player } })} />
        <FilterInput type="date" label={t('payments.from')} value={list.filters.from} onChange={(from) => list.update({ filters: { from } })} />
        <FilterInput type="date" label={t('payments.to')} value={list.filters.to} onChange={(to) => list.update({ filters: { to } })} />
      </FilterBar>
      <ListTable
        list={list}
        query={payments}
        pageSizes
        label={t('payments.title')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ icon: Banknote, title: t('payments.emptyTitle'), body: t('payments.emptyBody') }}
      />
    </Page>
  );
}
