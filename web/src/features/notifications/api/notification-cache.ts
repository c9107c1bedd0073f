import type { QueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '@/lib/api/types';
import { NOTIFICATIONS_KEY } from '@/features/notifications/api/get-notifications';

/**
 * A notification as the hub sends it (the JSON of customer/notification, architecture §5), checked;
 * `null` when it is not one.
 */
export function toNotification(value: unknown): NotificationItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, title, note, type, timeStamp, isRead } = value as Record<string, unknown>;
  if (typeof id !== 'number' || typeof title !== 'string' || typeof timeStamp !== 'string') return null;
  return {
    id,
    title,
    note: typeof note === 'string' ? note : '',
    type: typeof type === 'number' ? type : 0,
    timeStamp,
    isRead: isRead === true,
  };
}

/** Puts a new notification at the top of the loaded lists (once: a repeated one replaces itself). */
export function addNotification(queryClient: QueryClient, item: NotificationItem): void {
  queryClient.setQueriesData<NotificationItem[]>({ queryKey: NOTIFICATIONS_KEY }, (list) =>
    list ? [item, ...list.filter(({ id }) => id !== item.id)] : list,
  );
}

/** Marks these notifications read in every loaded list. */
export function markNotificationsRead(queryClient: QueryClient, ids: readonly number[]): void {
  queryClient.setQueriesData<NotificationItem[]>({ queryKey: NOTIFICATIONS_KEY }, (list) =>
    list?.map((item) => (ids.includes(item.id) && !item.isRead ? { ...item, isRead: true } : item)),
  );
}

/** Loads the lists again (after a reconnection, when messages may have been missed). */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}
