import { useQuery } from '@tanstack/react-query';
import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGrantColumns } from '@/admin/components/grant-columns';
import { ListTable } from '@/admin/components/list-table';
import { playerBonusesQuery } from '@/admin/features/players/api';
import { UNFILTERED, useListState } from '@/admin/lib/list-state';

/** The bonuses a player was given, newest first: amount, wagering progress, what is left or became cash, and the dates. */
export function BonusesTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const list = useListState(UNFILTERED);
  const bonuses = useQuery(playerBonusesQuery(playerId, list.skip, list.take));
  const columns = useGrantColumns({ bonus: true });
  return (
    <ListTable
      list={list}
      query={bonuses}
      label={t('player.bonusesTab')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ icon: BadgePercent, title: t('grants.emptyTitle'), body: t('grants.emptyBody') }}
    />
  );
}
