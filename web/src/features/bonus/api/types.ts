/*
 * The bonus calls' shapes (issue 20's contract). The server's OpenAPI document does not list the bonus paths
 * yet, so these are written out here, once; when `schema.d.ts` has them, they become aliases in
 * `@/lib/api/types` like every other server type and this file goes.
 */

/** What kind of bonus: the registration's trial bonus, free money, or a match of a deposit. */
export type BonusKind = 'trial' | 'free' | 'deposit_match';

/** Where a grant is: wagering (`active`), turned into cash, run out of time, or given up. */
export type BonusStatus = 'active' | 'converted' | 'expired' | 'forfeited';

/** How much a bet in each lobby counts towards wagering, in percent. */
export interface BonusWeights {
  slot: number;
  live: number;
  games: number;
  bingo: number;
  tvbets: number;
  virtual: number;
}

/** One offer of `bonus/claimable`. Money in lira (major units). */
export interface ClaimableBonus {
  id: number;
  kind: BonusKind;
  title: string;
  description: string;
  /** The fixed amount; for a deposit match, what the latest eligible deposit would get (null if none). */
  amount: number | null;
  percent: number | null;
  /** The cap of a percentage bonus. */
  maxAmount: number | null;
  minDeposit: number | null;
  wageringMultiplier: number;
  /** The most of the bonus that can become cash. */
  maxConversion: number | null;
  validityDays: number;
  availableUntil: string | null;
  weights: BonusWeights;
  claimable: boolean;
  /** Why it cannot be claimed now, in the request's language. */
  reason: string | null;
}

/** A bonus a player was given (`bonus/history`, `bonus/claim`, `bonus/forfeit`, `bonus/definetrialbonus`). */
export interface BonusGrant {
  id: number;
  bonusId: number;
  title: string;
  kind: BonusKind;
  status: BonusStatus;
  amount: number;
  /** The bonus money left (active grants only). */
  balance: number;
  wageringRequired: number;
  wagered: number;
  convertedAmount: number;
  grantedAt: string;
  expiresAt: string;
  endedAt: string | null;
}

export interface BonusHistoryPage {
  items: BonusGrant[];
  total: number;
}

/** `bonus/claim`: an offer by its id, or a campaign by its promo code. */
export interface ClaimRequest {
  id?: number;
  code?: string;
}
