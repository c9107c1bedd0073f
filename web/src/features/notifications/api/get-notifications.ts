import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { NotificationItem } from '@/lib/api/types';
import { type Language, useLanguage } from '@/lib/i18n';
import { selectToken, useAuthStore } from '@/stores/auth-store';

/** Product §9: the list loads the newest 100. */
export const NOTIFICATION_TAKE = 100;

/** Every notification list in the cache (one per session and language) starts with this key. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** `POST customer/notification`: the player's newest notifications, in the request's language. */
export function fetchNotifications(signal?: AbortSignal): Promise<NotificationItem[]> {
  return unwrap(
    apiClient.POST('/api/customer/notification', { body: { skip: 0, take: NOTIFICATION_TAKE }, signal }),
    // Loaded at start-up and in the background: a failure shows in the panel, not as a toast.
    { errorToast: false },
  );
}

/**
 * The list for a session (`token`) in a language (the texts come translated). Kept fresh by the
 * hub's `Notification` messages; loaded again when it is older than the default stale time and
 * the panel opens, so a page without the hub still catches up.
 */
export function notificationsQueryOptions(token: string | null, language: Language) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, token, language] as const,
    queryFn: ({ signal }) => fetchNotifications(signal),
    enabled: token !== null,
  });
}

/** The logged-in player's notifications (nothing for a visitor). */
export function useNotifications<T = NotificationItem[]>(select?: (items: NotificationItem[]) => T) {
  const token = useAuthStore(selectToken);
  const language = useLanguage();
  return useQuery({ ...notificationsQueryOptions(token, language), select });
}
