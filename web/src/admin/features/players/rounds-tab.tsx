import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/admin/components/date-cell';
import { ListTable } from '@/admin/components/list-table';
import { Badge } from '@/admin/components/page';
import { roundsQuery } from '@/admin/features/players/api';
import type { AdminRound } from '@/admin/lib/api-types';
import { dateTime, money } from '@/admin/lib/format';
import { UNFILTERED, useListState } from '@/admin/lib/list-state';

const column = createColumnHelper<AdminRound>();

/** A round's status as the API names it (AdminRound.status). */
const STATUSES = ['open', 'closed', 'rolled_back'] as const;
const TONES = { open: 'accent', closed: 'neutral', rolled_back: 'danger' } as const;

/** A player's game rounds, newest first: the game, the stake and the win, and the provider's id to trace a dispute. */
export function RoundsTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const list = useListState(UNFILTERED);
  const rounds = useQuery(roundsQuery(playerId, list.skip, list.take));
  const columns = [
    column.accessor('createdAt', { header: t('rounds.at'), cell: (info) => <DateCell at={info.getValue()} /> }),
    column.accessor('gameName', {
      header: t('rounds.game'),
      cell: (info) => (
        <span className="flex flex-col">
          <span className="font-medium text-fg-strong">{info.getValue()}</span>
          <span className="text-xs text-fg-muted">{info.row.original.providerName}</span>
        </span>
      ),
    }),
    column.accessor('bet', { header: t('rounds.bet'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
    column.accessor('win', {
      header: t('rounds.win'),
      meta: { align: 'right' },
      cell: (info) => <span className={info.getValue() > 0 ? 'font-medium text-money' : 'text-fg-muted'}>{money(info.getValue())}</span>,
    }),
    column.accessor('status', {
      header: t('rounds.status'),
      cell: (info) => {
        const status = info.getValue();
        const known = (STATUSES as readonly string[]).includes(status) ? (status as (typeof STATUSES)[number]) : null;
        return <Badge tone={known ? TONES[known] : 'neutral'}>{known ? t(`rounds.statuses.${known}`) : status}</Badge>;
      },
    }),
    column.accessor('round', {
      header: t('rounds.round'),
      cell: (info) => (
        <span className="block max-w-56 truncate font-mono text-xs" title={info.getValue()}>
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor('updatedAt', {
      header: t('rounds.updatedAt'),
      cell: (info) => <span className="text-xs whitespace-nowrap text-fg-muted tabular-nums">{dateTime(info.getValue())}</span>,
    }),
  ];
  return (
    <ListTable
      list={list}
      query={rounds}
      label={t('player.roundsTab')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ icon: Dices, title: t('rounds.emptyTitle'), body: t('rounds.emptyBody') }}
    />
  );
}
