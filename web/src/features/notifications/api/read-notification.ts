import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { markNotificationsRead } from '@/features/notifications/api/notification-cache';

/** `POST customer/readnotification`: marks the player's own notifications read (idempotent). */
export async function readNotifications(ids: number[]): Promise<void> {
  // Product §8: a failed read does nothing, so it shows nothing either.
  await unwrap(apiClient.POST('/api/customer/readnotification', { body: { id: ids } }), { errorToast: false });
}

/**
 * Product §4: an opened notification becomes read once the server confirms it, and only then is it
 * marked read here (not optimistically); a failure changes nothing.
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => readNotifications([id]),
    onSuccess: (_, id) => markNotificationsRead(queryClient, [id]),
  });
}
