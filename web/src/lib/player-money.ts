import type { QueryClient } from '@tanstack/react-query';

/** Every cached balance read (`user/balance`) starts with this key. */
export const BALANCE_KEY = ['user', 'balance'] as const;

/** Every cached read of the player's own bonuses (claimable offers, history) starts with this key. */
export const PLAYER_BONUS_KEY = ['bonus', 'player'] as const;

/**
 * Reads the player's money again: the balance (cash and bonus) and their bonuses. After a claim, a forfeit, a
 * trial bonus granted, a Bonus notification or a pushed balance (a bet moves the wagering). Only queries on
 * screen are fetched at once; the others when next shown.
 */
export function refreshPlayerMoney(queryClient: QueryClient, { balance = true }: { balance?: boolean } = {}): Promise<void> {
  return Promise.all([
    balance ? queryClient.invalidateQueries({ queryKey: BALANCE_KEY }) : undefined,
    queryClient.invalidateQueries({ queryKey: PLAYER_BONUS_KEY }),
  ]).then(() => undefined);
}
