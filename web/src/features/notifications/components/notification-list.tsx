import { BellRing, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { NotificationIcon } from '@/features/notifications/components/notification-icon';
import type { NotificationItem } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

/** The list (newest first): each row opens its notification; unread ones stand out with a dot. */
export function NotificationList({
  items,
  onOpen,
}: {
  items: NotificationItem[];
  onOpen: (item: NotificationItem) => void;
}) {
  const { t } = useTranslation('notifications');
  if (items.length === 0) return <NotificationsEmpty />;
  return (
    <ul aria-label={t('list')} className="flex flex-col gap-0.5 p-2">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            data-notification-id={item.id}
            onClick={() => onOpen(item)}
            className={cn(
              'group flex w-full items-start gap-3 rounded-md px-3 py-3 text-left transition-colors duration-150 ease-out hover:bg-surface-3 focus-visible:bg-surface-3',
              !item.isRead && 'bg-surface-3/45',
            )}
          >
            <NotificationIcon type={item.type} />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex items-start gap-2">
                <span className={cn('min-w-0 flex-1 truncate text-sm', item.isRead ? 'font-medium text-fg' : 'font-semibold text-fg-strong')}>
                  {item.title}
                </span>
                {!item.isRead && (
                  <span className="mt-1.5 size-2 shrink-0 rounded-full bg-accent">
                    <span className="sr-only">{t('unread')}</span>
                  </span>
                )}
              </span>
              <span className="line-clamp-2 text-xs leading-5 text-fg-muted">{item.note}</span>
              <time dateTime={item.timeStamp} className="mt-0.5 text-[11px] text-fg-muted tabular-nums">
                {formatDateTime(item.timeStamp)}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Product §2: the empty list says what will appear here. */
export function NotificationsEmpty() {
  const { t } = useTranslation('notifications');
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 px-8 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-surface-3 text-fg-muted shadow-card">
        <BellRing aria-hidden className="size-7" strokeWidth={1.75} />
      </span>
      <p className="max-w-64 text-sm text-fg-muted">{t('empty')}</p>
    </div>
  );
}

/** Rows sized like the real ones while the list loads (nothing jumps when it arrives). */
export function NotificationListSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-0.5 p-2">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex items-start gap-3 px-3 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2 pt-0.5">
            <Skeleton className="h-3.5 w-3/5" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-2.5 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The list could not be loaded: say so, offer a retry. */
export function NotificationsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-4 px-8 py-12 text-center">
      <p className="text-sm text-fg-muted">{t('loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-9 items-center gap-2 rounded-sm bg-surface-3 px-4 text-sm font-semibold text-fg-strong transition-colors hover:bg-line-strong"
      >
        <RotateCw aria-hidden className="size-4" />
        {t('retry')}
      </button>
    </div>
  );
}
