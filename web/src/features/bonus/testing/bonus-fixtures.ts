import type { BonusGrant, ClaimableBonus } from '@/lib/api/types';

let nextId = 500;

/** Slots count in full, live and table games a little, as operators weigh them. */
export const WEIGHTS = { slot: 100, live: 10, games: 20, bingo: 50, tvbets: 0, virtual: 50 };

/** An offer of `bonus/claimable`: ₺100 free money, 30× wagering, claimable, unless changed. */
export function anOffer(changes: Partial<ClaimableBonus> = {}): ClaimableBonus {
  nextId += 1;
  return {
    id: nextId,
    kind: 'free',
    title: 'Hafta Sonu Bedava Bonusu',
    description: 'Hafta sonuna özel ₺100 bonus.',
    amount: 100,
    percent: null,
    maxAmount: null,
    minDeposit: null,
    wageringMultiplier: 30,
    maxConversion: 500,
    validityDays: 7,
    availableUntil: '2026-12-31T20:59:00Z',
    weights: WEIGHTS,
    claimable: true,
    reason: null,
    ...changes,
  };
}

/** A grant as `bonus/history` lists it: an active ₺100 bonus with ₺1.200 of ₺3.000 wagered, unless changed. */
export function aGrant(changes: Partial<BonusGrant> = {}): BonusGrant {
  nextId += 1;
  return {
    id: nextId,
    bonusId: 1,
    title: 'Hafta Sonu Bedava Bonusu',
    kind: 'free',
    status: 'active',
    amount: 100,
    balance: 80,
    wageringRequired: 3000,
    wagered: 1200,
    convertedAmount: 0,
    grantedAt: '2026-11-20T10:00:00Z',
    expiresAt: '2026-11-27T10:00:00Z',
    endedAt: null,
    maxConversion: 500,
    weights: WEIGHTS,
    ...changes,
  };
}
