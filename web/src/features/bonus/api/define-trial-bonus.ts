import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bonusGet } from '@/features/bonus/api/bonus-client';
import type { BonusGrant } from '@/features/bonus/api/types';
import { refreshPlayerMoney } from '@/lib/player-money';

/**
 * `GET bonus/definetrialbonus` (spec §7): grants the trial bonus when the player is eligible (chose it at
 * registration, phone verified, not granted before). A refusal (409, `bonus.trial.*`) rejects with the
 * server's localized message, which the caller shows.
 */
export function useDefineTrialBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bonusGet<BonusGrant>('/api/bonus/definetrialbonus'),
    onSettled: () => refreshPlayerMoney(queryClient),
  });
}
