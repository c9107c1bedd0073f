import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/admin/components/data-table';
import { Converted, GrantDates, GrantKind, GrantStatus, WageringProgress } from '@/admin/features/bonuses/grant-cells';
import { playerBonusesQuery } from '@/admin/features/players/api';
import type { BonusGrant } from '@/admin/lib/api-types';
import { dateTime, money } from '@/admin/lib/format';
import { type ListSpec, useListState } from '@/admin/lib/list-state';

const LIST: ListSpec<never> = { filters: [], pageSize: 25 };
const column = createColumnHelper<BonusGrant>();

/** The bonuses a player was given, newest first: amount, wagering progress, what is left or became cash, and the dates. */
export function BonusesTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const list = useListState(LIST);
  const bonuses = useQuery(playerBonusesQuery(playerId, list.skip, list.take));
  const columns = [
    column.accessor('grantedAt', { header: t('grants.grantedAt'), cell: (info) => <span className="whitespace-nowrap tabular-nums">{dateTime(info.getValue())}</span> }),
    column.accessor('title', {
      header: t('grants.bonus'),
      cell: (info) => (
        <span className="flex flex-col items-start gap-0.5">
          <span className="font-medium text-fg-strong">{info.getValue()}</span>
          <GrantKind kind={info.row.original.kind} />
        </span>
      ),
    }),
    column.accessor('amount', { header: t('grants.amount'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
    column.accessor('wagered', {
      header: t('grants.wagering'),
      meta: { align: 'right' },
      cell: (info) => <WageringProgress wagered={info.getValue()} required={info.row.original.wageringRequired} />,
    }),
    column.accessor('balance', {
      header: t('grants.balance'),
      meta: { align: 'right' },
      cell: (info) => (info.row.original.status === 'active' ? money(info.getValue()) : '—'),
    }),
    column.accessor('convertedAmount', {
      header: t('grants.converted'),
      meta: { align: 'right' },
      cell: (info) => <Converted amount={info.getValue()} />,
    }),
    column.accessor('status', { header: t('grants.status'), cell: (info) => <GrantStatus status={info.getValue()} /> }),
    column.accessor('expiresAt', {
      header: t('grants.expiresAt'),
      cell: (info) => <GrantDates expiresAt={info.getValue()} endedAt={info.row.original.endedAt} />,
    }),
  ];
  return (
    <DataTable
      label={t('player.bonusesTab')}
      columns={columns}
      data={bonuses.data?.items}
      loading={bonuses.isPending}
      error={bonuses.error?.message}
      rowKey={(row) => row.id}
      empty={{ icon: BadgePercent, title: t('grants.emptyTitle'), body: t('grants.emptyBody') }}
      paging={{ page: list.page, pageSize: list.pageSize, total: bonuses.data?.total ?? 0, onPage: (page) => list.update({ page }) }}
    />
  );
}
