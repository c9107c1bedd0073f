import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bonusPost } from '@/features/bonus/api/bonus-client';
import type { BonusGrant } from '@/features/bonus/api/types';
import { refreshPlayerMoney } from '@/lib/player-money';

/** `POST bonus/forfeit`: gives up the active bonus; what is left of its money is removed. */
export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => bonusPost<BonusGrant>('/api/bonus/forfeit', { id }),
    onSettled: () => refreshPlayerMoney(queryClient),
  });
}
