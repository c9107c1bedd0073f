import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { refreshPlayerMoney } from '@/lib/player-money';

/**
 * `GET bonus/definetrialbonus` (product §7): grants the trial bonus when the player is eligible (chose it at
 * registration, phone verified, not granted before). A refusal (409, `bonus.trial.*`) rejects with the
 * server's localized message, which the caller shows.
 */
export function useDefineTrialBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(apiClient.GET('/api/bonus/definetrialbonus'), { errorToast: false }),
    onSettled: () => refreshPlayerMoney(queryClient),
  });
}
