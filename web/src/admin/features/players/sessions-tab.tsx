import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { MonitorSmartphone, Power } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { DateCell } from '@/admin/components/date-cell';
import { ListTable } from '@/admin/components/list-table';
import { Badge } from '@/admin/components/page';
import { sessionsQuery, useEndSession } from '@/admin/features/players/api';
import type { AdminSession } from '@/admin/lib/api-types';
import { dateTime } from '@/admin/lib/format';
import { UNFILTERED, useListState } from '@/admin/lib/list-state';
import { Button } from '@/components/ui/button';
import { isSessionEndReason } from '@/lib/session-end-reasons';

const column = createColumnHelper<AdminSession>();

/** A player's sessions: the live ones first to mind, each of which support may end (with a confirmation). */
export function SessionsTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const list = useListState(UNFILTERED);
  const sessions = useQuery(sessionsQuery(playerId, list.skip, list.take));
  const end = useEndSession(playerId);
  const [ending, setEnding] = useState<AdminSession | null>(null);
  const reason = (value: string | null | undefined) =>
    isSessionEndReason(value) ? t(`sessions.reasons.${value}`) : (value ?? '—');

  const columns = [
    column.accessor('createdAt', { header: t('sessions.started'), cell: (info) => <DateCell at={info.getValue()} /> }),
    column.accessor('lastSeenAt', { header: t('sessions.lastSeen'), cell: (info) => <DateCell at={info.getValue()} /> }),
    column.accessor('ip', { header: t('sessions.ip'), cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span> }),
    column.accessor('userAgent', {
      header: t('sessions.device'),
      cell: (info) => (
        <span className="block max-w-72 truncate text-xs text-fg-muted" title={info.getValue()}>
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor('active', {
      header: t('sessions.state'),
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="money">{t('sessions.live')}</Badge>
        ) : (
          <span className="flex flex-col items-start gap-0.5">
            <Badge>{reason(info.row.original.endReason)}</Badge>
            <span className="text-xs whitespace-nowrap text-fg-muted tabular-nums">{dateTime(info.row.original.endedAt)}</span>
          </span>
        ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('payments.actions')}</span>,
      meta: { align: 'right' },
      cell: (info) =>
        info.row.original.active ? (
          <Button
            size="sm"
            variant="secondary"
            className="h-7 gap-1 px-2 text-xs text-danger"
            aria-label={t('sessions.endOne', { ip: info.row.original.ip, at: dateTime(info.row.original.createdAt) })}
            onClick={() => setEnding(info.row.original)}
          >
            <Power aria-hidden className="size-3.5" />
            {t('sessions.end')}
          </Button>
        ) : null,
    }),
  ];

  return (
    <>
      <ListTable
        list={list}
        query={sessions}
        label={t('player.sessionsTab')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ icon: MonitorSmartphone, title: t('sessions.emptyTitle'), body: t('sessions.emptyBody') }}
      />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t('sessions.endTitle')}
        description={ending ? t('sessions.endBody', { ip: ending.ip, at: dateTime(ending.createdAt) }) : ''}
        confirm={t('sessions.end')}
        destructive
        onConfirm={() => (ending ? end.mutateAsync(ending.id) : Promise.resolve())}
      />
    </>
  );
}
