import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

/** `POST customer/sessions/revoke`: ends one of the player's other sessions. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(apiClient.POST('/api/customer/sessions/revoke', { body: { id } }), { successToast: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['customer', 'sessions'] }),
  });
}
