import type { CasinoGame } from '@/features/casino/api/types';

/** Who a tile names under the game: the studio that made it, else the provider it comes through. */
export const makerOf = (game: Pick<CasinoGame, 'studio' | 'providerName'>): string => game.studio || game.providerName;
