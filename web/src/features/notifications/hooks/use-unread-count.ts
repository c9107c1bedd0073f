import type { NotificationItem } from '@/lib/api/types';
import { useNotifications } from '@/features/notifications/api/get-notifications';

const countUnread = (items: NotificationItem[]) => items.reduce((count, item) => (item.isRead ? count : count + 1), 0);

/** How many of the player's notifications are unread; `null` until the list has loaded. */
export function useUnreadCount(): number | null {
  return useNotifications(countUnread).data ?? null;
}
