import '@/features/notifications/components/notification-motion.css';
import { ArrowLeft, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useReadNotification } from '@/features/notifications/api/read-notification';
import { NotificationDetail } from '@/features/notifications/components/notification-detail';
import {
  NotificationList,
  NotificationListSkeleton,
  NotificationsError,
} from '@/features/notifications/components/notification-list';
import type { NotificationItem } from '@/lib/api/types';
import { cn } from '@/lib/cn';

/** The look of the panel's heading; the popover and the sheet each render it as their own title element. */
export const PANEL_TITLE_CLASS = 'truncate text-base font-semibold text-fg-strong';

const ICON_BUTTON =
  'grid size-9 shrink-0 place-items-center rounded-sm text-fg-muted transition-colors hover:bg-surface-3 hover:text-fg-strong';

/**
 * The notification panel's content (product §2): the list, and the detail that slides in over it
 * when a notification is opened, with a back arrow that closes the detail and clears the
 * selection (product §4). Opening an unread notification asks the server to mark it read; the list
 * shows it read once the server has said yes (product §4, §8: a failure changes nothing).
 * `title` is the heading element (the dialog's or popover's accessible name).
 */
export function NotificationPanel({ title, onClose }: { title: ReactNode; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const { data, isPending, refetch } = useNotifications();
  const read = useReadNotification();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = selectedId === null ? undefined : data?.find(({ id }) => id === selectedId);
  const back = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  /** The row to give the focus back to when the detail closes. */
  const returnTo = useRef<number | null>(null);

  const open = (item: NotificationItem) => {
    returnTo.current = item.id;
    setSelectedId(item.id);
    if (!item.isRead) read.mutate(item.id);
  };
  const close = () => setSelectedId(null);
  const unread = data?.filter((item) => !item.isRead).length ?? 0;

  // The focus follows the view: to the back arrow when the detail opens, back to its row after.
  useEffect(() => {
    if (selected) {
      back.current?.focus();
      return;
    }
    if (returnTo.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-notification-id="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [selected]);

  let body: ReactNode;
  if (data) body = <NotificationList items={data} onOpen={open} />;
  else if (isPending) body = <NotificationListSkeleton />;
  else body = <NotificationsError onRetry={() => void refetch()} />;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-line pr-2 pl-4">
        {selected && (
          <button
            ref={back}
            type="button"
            onClick={close}
            aria-label={t('back')}
            className={cn(ICON_BUTTON, '-ml-2 zar-notification-list-back')}
          >
            <ArrowLeft aria-hidden className="size-5" />
          </button>
        )}
        {title}
        {unread > 0 && (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-semibold text-accent tabular-nums">
            {t('unreadCount', { unread })}
          </span>
        )}
        <button type="button" onClick={onClose} aria-label={t('close')} className={cn(ICON_BUTTON, 'ml-auto')}>
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="relative min-h-0 flex-1 overflow-hidden">
        <div ref={list} inert={selected !== undefined} className="h-full overflow-y-auto overscroll-contain">
          {body}
        </div>
        {selected && (
          <div
            data-testid="notification-detail"
            className="zar-notification-detail absolute inset-0 overflow-y-auto overscroll-contain bg-surface-2"
          >
            <NotificationDetail item={selected} />
          </div>
        )}
      </div>
    </div>
  );
}
