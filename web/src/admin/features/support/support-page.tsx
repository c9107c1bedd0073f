import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { CheckCheck, LifeBuoy, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterSelect } from '@/admin/components/filter-select';
import { ListTable } from '@/admin/components/list-table';
import { Badge, FilterBar, Page } from '@/admin/components/page';
import { ReasonDialog } from '@/admin/components/reason-dialog';
import type { SupportRequestItem } from '@/admin/lib/api-types';
import { age, dateTime } from '@/admin/lib/format';
import { type ListSpec, useListState } from '@/admin/lib/list-state';
import { Button } from '@/components/ui/button';
import { apiClient, unwrap } from '@/lib/api/client';

const LIST: ListSpec<'status' | 'kind'> = { filters: ['status', 'kind'] };
const column = createColumnHelper<SupportRequestItem>();

/** Support requests (messages and call-backs): the open ones oldest first; close one with what was done. */
export default function SupportPage() {
  const { t } = useTranslation('admin');
  const list = useListState(LIST);
  const status = list.filters.status || 'open';
  const queryClient = useQueryClient();
  const requests = useQuery({
    queryKey: ['admin', 'support', status, list.filters.kind, list.skip, list.take],
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/admin/support/requests', {
          params: {
            query: { status, ...(list.filters.kind ? { kind: list.filters.kind } : {}), skip: String(list.skip), take: String(list.take) },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const [closing, setClosing] = useState<SupportRequestItem | null>(null);
  const close = useMutation({
    mutationFn: ({ id, resolution }: { id: number; resolution: string }) =>
      unwrap(
        apiClient.POST('/api/admin/support/requests/{id}/close', {
          params: { path: { id } },
          body: { resolution: resolution || null },
        }),
        { errorToast: false, successToast: true },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'support'] }),
  });

  const columns = [
    column.accessor('reference', { header: t('support.reference'), cell: (info) => <span className="font-mono text-xs whitespace-nowrap">{info.getValue()}</span> }),
    column.accessor('kind', {
      header: t('support.kind'),
      cell: (info) =>
        info.getValue() === 'callback' ? (
          <Badge tone="info">
            <PhoneCall aria-hidden className="mr-1 size-3" />
            {t('support.callback')}
          </Badge>
        ) : (
          <Badge>{t('support.message')}</Badge>
        ),
    }),
    column.accessor('name', {
      header: t('support.from'),
      cell: (info) => (
        <span className="flex flex-col">
          <span className="text-fg-strong">{info.getValue()}</span>
          <span className="text-xs text-fg-muted tabular-nums">
            {info.row.original.playerId ? (
              <Link to={`/players/${info.row.original.playerId}`} className="hover:text-accent hover:underline">
                {info.row.original.username}
              </Link>
            ) : (
              t('support.visitor')
            )}{' '}
            · {info.row.original.phone}
          </span>
        </span>
      ),
    }),
    column.accessor('message', {
      header: t('support.text'),
      cell: (info) => (
        <span className="line-clamp-2 max-w-md text-fg" title={info.getValue()}>
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor('createdAt', {
      header: t('support.createdAt'),
      cell: (info) => (
        <span className="flex flex-col whitespace-nowrap tabular-nums">
          {dateTime(info.getValue())}
          <span className="text-xs text-fg-muted">{age(info.getValue())}</span>
        </span>
      ),
    }),
    column.accessor('status', {
      header: t('support.status'),
      cell: (info) =>
        info.getValue() === 'open' ? (
          <Badge tone="accent">{t('support.open')}</Badge>
        ) : (
          <span className="flex flex-col items-start gap-0.5">
            <Badge tone="money">{t('support.closed')}</Badge>
            {info.row.original.resolution && <span className="max-w-48 truncate text-xs text-fg-muted">{info.row.original.resolution}</span>}
          </span>
        ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('payments.actions')}</span>,
      meta: { align: 'right' },
      cell: (info) =>
        info.row.original.status === 'open' ? (
          <Button
            size="sm"
            variant="secondary"
            className="h-7 gap-1 px-2 text-xs"
            aria-label={t('support.closeOne', { reference: info.row.original.reference })}
            onClick={() => setClosing(info.row.original)}
          >
            <CheckCheck aria-hidden className="size-4" />
            {t('support.close')}
          </Button>
        ) : null,
    }),
  ];

  return (
    <Page title={t('support.title')} description={t('support.description')}>
      <FilterBar>
        <FilterSelect
          label={t('support.status')}
          value={status}
          onChange={(value) => list.update({ filters: { status: value === 'open' ? '' : value } })}
          options={[
            { value: 'open', label: t('support.open') },
            { value: 'closed', label: t('support.closed') },
            { value: 'all', label: t('payments.any') },
          ]}
        />
        <FilterSelect
          label={t('support.kind')}
          value={list.filters.kind}
          onChange={(kind) => list.update({ filters: { kind } })}
          options={[
            { value: '', label: t('payments.any') },
            { value: 'message', label: t('support.message') },
            { value: 'callback', label: t('support.callback') },
          ]}
        />
      </FilterBar>
      <ListTable
        list={list}
        query={requests}
        pageSizes
        label={t('support.title')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ icon: LifeBuoy, title: t('support.emptyTitle'), body: status === 'open' ? t('support.emptyOpen') : t('support.emptyBody') }}
      />
      <ReasonDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={t('support.closeTitle', { reference: closing?.reference ?? '' })}
        description={closing?.message ?? ''}
        label={t('support.resolution')}
        confirm={t('support.close')}
        optional
        onConfirm={(resolution) => (closing ? close.mutateAsync({ id: closing.id, resolution }) : Promise.resolve())}
      />
    </Page>
  );
}
