import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESPONSIBLE_KEY } from '@/features/responsible/api/get-overview';
import { apiClient, unwrap } from '@/lib/api/client';

/**
 * `POST customer/responsiblegaming/realitycheck`: the interval in minutes, or null for off (refused while a
 * session limit is set: the caller shows the server's message where the choice is).
 */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number | null) =>
      unwrap(apiClient.POST('/api/customer/responsiblegaming/realitycheck', { body: { minutes } }), {
        successToast: true,
        errorToast: false,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESPONSIBLE_KEY }),
  });
}
