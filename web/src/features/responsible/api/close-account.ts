import { useMutation } from '@tanstack/react-query';
import { endSession } from '@/features/auth/api/end-session';
import { rememberSessionEnd } from '@/features/responsible/lib/session-end-notice';
import { apiClient, unwrap } from '@/lib/api/client';

/**
 * `POST customer/responsiblegaming/close`: closes the account and ends every session (409 with a message while a
 * balance or a payment remains: the caller shows it with a link to the withdrawal page).
 */
export function useCloseAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(apiClient.POST('/api/customer/responsiblegaming/close', { body: { password } }), { errorToast: false }),
    onSuccess: () => {
      endSession();
      rememberSessionEnd({ reason: 'closed' });
    },
  });
}
