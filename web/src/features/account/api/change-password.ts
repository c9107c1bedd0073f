import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * `POST customer/changepassword`. The server ends the player's other sessions, so the session
 * history is read again afterwards.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      unwrap(apiClient.POST('/api/customer/changepassword', { body }), { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer', 'sessions'] }),
  });
}
