import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { refreshPlayerMoney } from '@/lib/player-money';

/** What the player claims: an offer by its id, or a campaign by its promo code. */
export type ClaimTarget = { id: number } | { code: string };

/**
 * `POST bonus/claim` by offer id or promo code. A refusal rejects with the server's localized message (the
 * screen shows it where the player clicked); after either answer the balance and the bonuses are read again.
 */
export function useClaimBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: ClaimTarget) =>
      unwrap(
        apiClient.POST('/api/bonus/claim', {
          body: 'id' in target ? { id: target.id, code: null } : { id: null, code: target.code },
        }),
        { errorToast: false },
      ),
    onSettled: () => refreshPlayerMoney(queryClient),
  });
}
