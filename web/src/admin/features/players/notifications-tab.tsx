import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/admin/components/date-cell';
import { ListTable } from '@/admin/components/list-table';
import { Badge } from '@/admin/components/page';
import { playerNotificationsQuery } from '@/admin/features/players/api';
import type { NotificationItem } from '@/admin/lib/api-types';
import { UNFILTERED, useListState } from '@/admin/lib/list-state';

const column = createColumnHelper<NotificationItem>();

/** What a player was sent (their own notifications and those to everyone), newest first, and whether they read each. */
export function NotificationsTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const list = useListState(UNFILTERED);
  const notifications = useQuery(playerNotificationsQuery(playerId, list.skip, list.take));
  const columns = [
    column.accessor('timeStamp', { header: t('inbox.at'), cell: (info) => <DateCell at={info.getValue()} /> }),
    column.accessor('type', {
      header: t('notifications.type'),
      cell: (info) => <Badge>{t(`notifications.types.${info.getValue() as 5}`, { defaultValue: String(info.getValue()) })}</Badge>,
    }),
    column.accessor('title', {
      header: t('notifications.titleLabel'),
      cell: (info) => (
        <span className="flex max-w-xl flex-col">
          <span className="font-medium text-fg-strong">{info.getValue()}</span>
          <span className="truncate text-xs text-fg-muted" title={info.row.original.note}>
            {info.row.original.note}
          </span>
        </span>
      ),
    }),
    column.accessor('isRead', {
      header: t('inbox.read'),
      cell: (info) => (info.getValue() ? <Badge tone="money">{t('inbox.isRead')}</Badge> : <Badge>{t('inbox.unread')}</Badge>),
    }),
  ];
  return (
    <ListTable
      list={list}
      query={notifications}
      label={t('player.notificationsTab')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ icon: Bell, title: t('inbox.emptyTitle'), body: t('inbox.emptyBody') }}
    />
  );
}
