import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { ChangePasswordBody } from '@/lib/api/types';

/**
 * `POST customer/changepassword`. The server ends the player's other sessions, so the session
 * history is read again afterwards.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      unwrap(apiClient.POST('/api/customer/changepassword', { body }), { successToast: true, errorToast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer', 'sessions'] }),
  });
}
