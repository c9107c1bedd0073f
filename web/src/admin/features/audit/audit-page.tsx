import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { RefreshCw, ScrollText, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowToggle } from '@/admin/components/data-table';
import { DateCell } from '@/admin/components/date-cell';
import { FilterInput } from '@/admin/components/filter-select';
import { ListTable } from '@/admin/components/list-table';
import { Badge, FilterBar, Page } from '@/admin/components/page';
import type { AuditItem } from '@/admin/lib/api-types';
import { count, dateTime } from '@/admin/lib/format';
import { type ListSpec, useListState } from '@/admin/lib/list-state';
import { Button } from '@/components/ui/button';
import { apiClient, unwrap } from '@/lib/api/client';
import { cn } from '@/lib/cn';

const LIST: ListSpec<'operatorId' | 'action' | 'targetType' | 'targetId'> = { filters: ['operatorId', 'action', 'targetType', 'targetId'] };
const column = createColumnHelper<AuditItem>();

/**
 * The audit log, newest first: who did what to which target, from where; each row opens to its before and after.
 * Above it, whether the log's hash chain is intact (walked when the screen opens, and again on demand).
 */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const list = useListState(LIST);
  const [open, setOpen] = useState<number | null>(null);
  const filters = Object.fromEntries(Object.entries(list.filters).filter(([, value]) => value !== ''));
  const audit = useQuery({
    queryKey: ['admin', 'audit', filters, list.skip, list.take],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/admin/audit', { params: { query: { ...filters, skip: String(list.skip), take: String(list.take) } }, signal })),
    placeholderData: keepPreviousData,
  });

  const columns = [
    column.display({
      id: 'open',
      header: () => <span className="sr-only">{t('audit.changes')}</span>,
      meta: { width: 'w-10' },
      cell: (info) => (
        <RowToggle
          shown={open === info.row.original.id}
          label={t('audit.showChanges', { id: info.row.original.id })}
          onToggle={() => setOpen(open === info.row.original.id ? null : info.row.original.id)}
        />
      ),
    }),
    column.accessor('at', { header: t('audit.at'), cell: (info) => <DateCell at={info.getValue()} /> }),
    column.accessor('operatorUsername', {
      header: t('audit.operator'),
      cell: (info) => (
        <span className="flex items-center gap-2">
          <span className="text-fg-strong">{info.getValue() ?? '—'}</span>
          <Badge>{t(`roles.${info.row.original.operatorRole as 'admin'}`, { defaultValue: info.row.original.operatorRole })}</Badge>
        </span>
      ),
    }),
    column.accessor('action', { header: t('audit.action'), cell: (info) => <span className="font-mono text-xs text-fg-strong">{info.getValue()}</span> }),
    column.accessor('targetType', {
      header: t('audit.target'),
      cell: (info) => (
        <span className="font-mono text-xs whitespace-nowrap">
          {info.getValue()}
          {info.row.original.targetId ? ` #${info.row.original.targetId}` : ''}
        </span>
      ),
    }),
    column.accessor('ip', { header: t('audit.ip'), cell: (info) => <span className="font-mono text-xs text-fg-muted">{info.getValue() ?? '—'}</span> }),
  ];

  return (
    <Page title={t('audit.title')} description={t('audit.description')}>
      <ChainStatus />
      <FilterBar>
        <FilterInput label={t('audit.action')} value={list.filters.action} onChange={(action) => list.update({ filters: { action } })} />
        <FilterInput label={t('audit.targetType')} value={list.filters.targetType} onChange={(targetType) => list.update({ filters: { targetType } })} />
        <FilterInput label={t('audit.targetId')} value={list.filters.targetId} onChange={(targetId) => list.update({ filters: { targetId } })} />
        <FilterInput label={t('audit.operatorId')} value={list.filters.operatorId} onChange={(operatorId) => list.update({ filters: { operatorId } })} />
      </FilterBar>
      <ListTable
        list={list}
        query={audit}
        pageSizes
        label={t('audit.title')}
        columns={columns}
        rowKey={(row) => row.id}
        expanded={{ key: open, render: (item) => <AuditChanges item={item} /> }}
        empty={{ icon: ScrollText, title: t('audit.emptyTitle'), body: t('audit.emptyBody') }}
      />
    </Page>
  );
}

/** The hash chain's state: intact with the rows verified, or broken (red) at a row and why; "Verify again" walks it anew. */
function ChainStatus() {
  const { t } = useTranslation('admin');
  const chain = useQuery({
    queryKey: ['admin', 'audit-chain'],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/admin/audit/verify', { signal })),
    staleTime: 0,
  });
  const broken = chain.data && !chain.data.intact;
  const Icon = broken || chain.isError ? ShieldAlert : ShieldCheck;
  return (
    <section
      aria-label={t('audit.chain')}
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-md px-4 py-3 ring-1',
        broken ? 'bg-danger-soft ring-danger/50' : 'bg-surface-1 ring-line',
      )}
    >
      <div role="status" className="flex min-w-0 items-center gap-3">
        <Icon aria-hidden className={cn('size-5 shrink-0', broken || chain.isError ? 'text-danger' : chain.data ? 'text-money' : 'text-fg-muted')} />
        <div className="min-w-0">
          {chain.isPending ? (
            <p className="text-sm text-fg-muted">{t('audit.chainChecking')}</p>
          ) : chain.isError ? (
            <p className="text-sm font-medium text-fg-strong">{t('audit.chainError', { message: chain.error.message })}</p>
          ) : chain.data.intact ? (
            <p>
              <Badge tone="money">{t('audit.chainIntact', { rows: count(chain.data.checked) })}</Badge>
            </p>
          ) : (
            <p className="text-sm font-semibold break-words text-danger">
              {t('audit.chainBroken', { row: chain.data.brokenAt ?? '—', reason: chain.data.reason ?? '—' })}
            </p>
          )}
          {chain.data && <p className="mt-0.5 text-xs text-fg-muted tabular-nums">{t('audit.chainHead', { id: chain.data.headId })}</p>}
        </div>
      </div>
      <Button size="sm" variant="outline" loading={chain.isFetching} onClick={() => void chain.refetch()}>
        <RefreshCw aria-hidden className="size-4" />
        {t('audit.verifyAgain')}
      </Button>
    </section>
  );
}

/** One row's before and after, side by side, with the request it came from. */
function AuditChanges({ item }: { item: AuditItem }) {
  const { t } = useTranslation('admin');
  const keys = [...new Set([...Object.keys(item.before ?? {}), ...Object.keys(item.after ?? {})])];
  const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
  return (
    <section aria-label={t('audit.changesOf', { id: item.id })}>
      <h2 className="text-sm font-semibold text-fg-strong">{t('audit.changesOf', { id: item.id })}</h2>
      <p className="mt-1 text-xs text-fg-muted">
        {item.action} · {dateTime(item.at)} · {item.userAgent ?? '—'} · {t('audit.request')} {item.requestId ?? '—'}
      </p>
      {keys.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">{t('audit.noChanges')}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-[minmax(8rem,auto)_1fr_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-xs font-medium text-fg-muted">{t('audit.field')}</dt>
          <dd className="text-xs font-medium text-fg-muted">{t('audit.before')}</dd>
          <dd className="text-xs font-medium text-fg-muted">{t('audit.after')}</dd>
          {keys.map((key) => {
            const before = show((item.before as Record<string, unknown> | null)?.[key]);
            const after = show((item.after as Record<string, unknown> | null)?.[key]);
            return (
              <Fragment key={key}>
                <dt className="font-mono text-xs text-fg">{key}</dt>
                <dd className="font-mono text-xs break-all text-danger/90">{before}</dd>
                <dd className={before === after ? 'font-mono text-xs break-all text-fg' : 'font-mono text-xs break-all text-money'}>{after}</dd>
              </Fragment>
            );
          })}
        </dl>
      )}
      <p className="mt-3 font-mono text-[11px] break-all text-fg-muted">
        {t('audit.hash')} {item.hash}
      </p>
    </section>
  );
}
