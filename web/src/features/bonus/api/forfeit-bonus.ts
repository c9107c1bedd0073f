import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { refreshPlayerMoney } from '@/lib/player-money';

/** `POST bonus/forfeit`: gives up the active bonus; what is left of its money is removed. */
export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(apiClient.POST('/api/bonus/forfeit', { body: { id } }), { errorToast: false }),
    onSettled: () => refreshPlayerMoney(queryClient),
  });
}
