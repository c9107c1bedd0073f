/*
 * The casino's wire types, all named here, from the generated schema.d.ts (through src/lib/api/types.ts).
 */

export type {
  AmusnetLaunchBody,
  CasinoCategory,
  CasinoGame,
  CategoryGames,
  DigitainLaunchBody,
  EveryMatrixLaunchBody,
  FavoriteToggled,
  GameHistoryItem,
  GameHistoryPage,
  GameHistoryRequest,
  GamesRequest,
  PlatformLaunchBody,
  SoftGamingsLaunchBody,
  TopWinner,
  TopWinnersRequest,
  ToggleFavoriteBody,
} from '@/lib/api/types';

/** The launch calls' `platform`: 1 desktop (the play page), 2 mobile (the play modal). */
export type Platform = 1 | 2;

/** Product §3 Game transaction kind: Win 1, Bet 2. */
export type GameTransactionKind = 1 | 2;
