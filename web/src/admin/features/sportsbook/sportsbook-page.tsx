import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { CalendarSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DateCell } from '@/admin/components/date-cell';
import { FilterInput, FilterSelect } from '@/admin/components/filter-select';
import { ListTable } from '@/admin/components/list-table';
import { FilterBar, Page } from '@/admin/components/page';
import { SearchInput } from '@/admin/components/search-input';
import { Tabs } from '@/admin/components/tabs';
import { eventsQuery, slipsQuery } from '@/admin/features/sportsbook/api';
import { EventStatus, Score } from '@/admin/features/sportsbook/event-parts';
import { SlipsTable } from '@/admin/features/sportsbook/slips-table';
import type { AdminEvent } from '@/admin/lib/api-types';
import { money } from '@/admin/lib/format';
import { type ListSpec, useListState } from '@/admin/lib/list-state';

const SPORTS = ['football', 'basketball', 'tennis', 'volleyball', 'ice-hockey', 'cs2', 'dota2', 'lol', 'valorant'] as const;
const EVENT_STATUSES = ['upcoming', 'live', 'ended', 'cancelled'] as const;
const SLIP_STATUSES = ['open', 'settling', 'won', 'lost', 'void', 'placing', 'refused', 'rolling_back', 'rolled_back'] as const;

const EVENTS: ListSpec<'q' | 'sport' | 'status'> = { filters: ['q', 'sport', 'status'] };
const SLIPS: ListSpec<'id' | 'player' | 'status'> = { filters: ['id', 'player', 'status'] };
const column = createColumnHelper<AdminEvent>();

function EventsTab() {
  const { t } = useTranslation('admin');
  const list = useListState(EVENTS);
  const events = useQuery(eventsQuery(list.filters, list.skip, list.take));
  const columns = [
    column.accessor('startsAt', { header: t('sportsbook.startsAt'), cell: (info) => <DateCell at={info.getValue()} /> }),
    column.accessor('sportName', { header: t('sportsbook.sport') }),
    column.accessor('leagueName', { header: t('sportsbook.league'), cell: (info) => <span className="text-fg-muted">{info.getValue()}</span> }),
    column.display({
      id: 'teams',
      header: t('sportsbook.event'),
      cell: (info) => (
        <Link to={`/sportsbook/events/${info.row.original.id}`} className="font-medium text-fg-strong hover:text-accent hover:underline">
          {info.row.original.home} – {info.row.original.away}
        </Link>
      ),
    }),
    column.display({ id: 'score', header: t('sportsbook.score'), meta: { align: 'right' }, cell: (info) => <Score event={info.row.original} /> }),
    column.accessor('status', { header: t('sportsbook.status'), cell: (info) => <EventStatus status={info.getValue()} /> }),
    column.accessor('openSlips', { header: t('sportsbook.openSlips'), meta: { align: 'right' }, cell: (info) => <span className="tabular-nums">{info.getValue()}</span> }),
    column.accessor('openStake', { header: t('sportsbook.openStake'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
  ];
  return (
    <>
      <FilterBar>
        <SearchInput value={list.filters.q} onSearch={(q) => list.update({ filters: { q } })} label={t('sportsbook.search')} placeholder={t('sportsbook.searchPlaceholder')} />
        <FilterSelect
          label={t('sportsbook.sport')}
          value={list.filters.sport}
          onChange={(sport) => list.update({ filters: { sport } })}
          options={[{ value: '', label: t('sportsbook.any') }, ...SPORTS.map((sport) => ({ value: sport, label: t(`sportsbook.sports.${sport}`) }))]}
        />
        <FilterSelect
          label={t('sportsbook.status')}
          value={list.filters.status}
          onChange={(status) => list.update({ filters: { status } })}
          options={[{ value: '', label: t('sportsbook.any') }, ...EVENT_STATUSES.map((status) => ({ value: status, label: t(`sportsbook.eventStatus.${status}`) }))]}
        />
      </FilterBar>
      <ListTable
        list={list}
        query={events}
        pageSizes
        label={t('sportsbook.events')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ icon: CalendarSearch, title: t('sportsbook.eventsEmptyTitle'), body: t('sportsbook.eventsEmptyBody') }}
      />
    </>
  );
}

function SlipsTab() {
  const { t } = useTranslation('admin');
  const list = useListState(SLIPS);
  const slips = useQuery(slipsQuery(list.filters, list.skip, list.take));
  return (
    <>
      <FilterBar>
        <FilterInput label={t('sportsbook.slipId')} value={list.filters.id} onChange={(id) => list.update({ filters: { id } })} placeholder="1234" />
        <FilterInput label={t('sportsbook.player')} value={list.filters.player} onChange={(player) => list.update({ filters: { player } })} placeholder={t('sportsbook.username')} />
        <FilterSelect
          label={t('sportsbook.status')}
          value={list.filters.status}
          onChange={(status) => list.update({ filters: { status } })}
          options={[{ value: '', label: t('sportsbook.any') }, ...SLIP_STATUSES.map((status) => ({ value: status, label: t(`sportsbook.slipStatus.${status}`) }))]}
        />
      </FilterBar>
      <SlipsTable
        label={t('sportsbook.slips')}
        slips={slips.data?.items}
        loading={slips.isPending}
        error={slips.error?.message ?? null}
        paging={{
          page: list.page,
          pageSize: list.pageSize,
          total: slips.data?.total ?? 0,
          onPage: (page) => list.update({ page }),
          onPageSize: (pageSize) => list.update({ pageSize }),
        }}
      />
    </>
  );
}

/** The sportsbook: events (search, sport, status) and slips (by id or player), each bookmarkable by its address. */
export default function SportsbookPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'slips' ? 'slips' : 'events';
  return (
    <Page title={t('sportsbook.title')} description={t('sportsbook.description')}>
      <Tabs
        label={t('sportsbook.title')}
        tabs={[
          { key: 'events', label: t('sportsbook.events') },
          { key: 'slips', label: t('sportsbook.slips') },
        ]}
        value={tab}
        onChange={(key) => setParams(key === 'slips' ? { tab: 'slips' } : {})}
      />
      {tab === 'events' ? <EventsTab /> : <SlipsTab />}
    </Page>
  );
}
