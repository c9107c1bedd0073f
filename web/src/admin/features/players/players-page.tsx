import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { UserSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell } from '@/admin/components/date-cell';
import { ListTable } from '@/admin/components/list-table';
import { Badge, FilterBar, Page } from '@/admin/components/page';
import { SearchInput } from '@/admin/components/search-input';
import { playersQuery } from '@/admin/features/players/api';
import type { PlayerItem } from '@/admin/lib/api-types';
import { type ListSpec, useListState } from '@/admin/lib/list-state';

const LIST: ListSpec<'q'> = { filters: ['q'] };
const column = createColumnHelper<PlayerItem>();

/** Players: search by username, user code, e-mail, phone, name or id; newest first. The landing page of most roles. */
export default function PlayersPage() {
  const { t } = useTranslation('admin');
  const list = useListState(LIST);
  const players = useQuery(playersQuery(list.filters.q, list.skip, list.take));

  const columns = [
    column.accessor('username', {
      header: t('players.username'),
      cell: (info) => (
        <Link to={`/players/${info.row.original.id}`} className="font-medium text-fg-strong hover:text-accent hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor((row) => `${row.name} ${row.surname}`, { id: 'name', header: t('players.name') }),
    column.accessor('usercode', { header: t('players.usercode'), cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span> }),
    column.accessor('email', { header: t('players.email') }),
    column.accessor('phone', { header: t('players.phone'), cell: (info) => <span className="tabular-nums">{info.getValue()}</span> }),
    column.accessor('createdAt', { header: t('players.createdAt'), cell: (info) => <DateCell at={info.getValue()} /> }),
    column.accessor('lastLoginAt', { header: t('players.lastLogin'), cell: (info) => <DateCell at={info.getValue()} /> }),
    column.accessor('blockedAt', {
      header: t('players.status'),
      cell: (info) => (info.getValue() ? <Badge tone="danger">{t('players.blocked')}</Badge> : <Badge tone="money">{t('players.active')}</Badge>),
    }),
  ];

  return (
    <Page title={t('players.title')} description={t('players.description')}>
      <FilterBar>
        <SearchInput
          value={list.filters.q}
          onSearch={(q) => list.update({ filters: { q } })}
          label={t('players.search')}
          placeholder={t('players.searchPlaceholder')}
        />
      </FilterBar>
      <ListTable
        list={list}
        query={players}
        pageSizes
        label={t('players.title')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ icon: UserSearch, title: t('players.emptyTitle'), body: list.filters.q ? t('players.emptySearch') : t('players.emptyBody') }}
      />
    </Page>
  );
}
