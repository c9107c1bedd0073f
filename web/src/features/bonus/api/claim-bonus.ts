import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bonusPost } from '@/features/bonus/api/bonus-client';
import type { BonusGrant, ClaimRequest } from '@/features/bonus/api/types';
import { refreshPlayerMoney } from '@/lib/player-money';

/**
 * `POST bonus/claim` by offer id or promo code. A refusal rejects with the server's localized message (the
 * screen shows it where the player clicked); after either answer the balance and the bonuses are read again.
 */
export function useClaimBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ClaimRequest) => bonusPost<BonusGrant>('/api/bonus/claim', request),
    onSettled: () => refreshPlayerMoney(queryClient),
  });
}
