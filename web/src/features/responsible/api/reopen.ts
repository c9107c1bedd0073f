import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESPONSIBLE_KEY } from '@/features/responsible/api/get-overview';
import { apiClient, unwrap } from '@/lib/api/client';

/** `POST customer/responsiblegaming/reopen`: after a self-exclusion ended, the account reopens 24 hours later. */
export function useReopen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(apiClient.POST('/api/customer/responsiblegaming/reopen'), { successToast: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESPONSIBLE_KEY }),
  });
}
