/**
 * Dice as the server plays it (domain::games::dice): 10,000 rolls 0.00–99.99; "under t" wins on rolls below t,
 * "over t" on rolls above t; the multiplier is 99 / chance %, rounded down to four decimals. Targets are kept to a
 * 1 %–98 % win chance.
 */
export type Direction = 'under' | 'over';

export const ROLLS = 10_000;
const MIN_WINNING = 100;
const MAX_WINNING = 9_800;

/** Winning rolls of a target in hundredths. */
export function winningRolls(target: number, direction: Direction): number {
  return direction === 'under' ? target : ROLLS - 1 - target;
}

/** The multiplier in ten-thousandths (19800 = 1.98×). */
export function multiplierBp(winning: number): number {
  return Math.floor((9_900 * ROLLS) / winning);
}

/** The target (hundredths) clamped to a 1 %–98 % chance in `direction`. */
export function clampTarget(target: number, direction: Direction): number {
  const rounded = Math.round(target);
  return direction === 'under'
    ? Math.min(MAX_WINNING, Math.max(MIN_WINNING, rounded))
    : Math.min(ROLLS - 1 - MIN_WINNING, Math.max(ROLLS - 1 - MAX_WINNING, rounded));
}

/** The target giving `chance` percent (two decimals) in `direction`. */
export function targetForChance(chance: number, direction: Direction): number {
  const winning = Math.min(MAX_WINNING, Math.max(MIN_WINNING, Math.round(chance * 100)));
  return direction === 'under' ? winning : ROLLS - 1 - winning;
}

/** The same winning rolls from the other side (flip keeps the chance). */
export function flip(target: number, direction: Direction): { target: number; direction: Direction } {
  return direction === 'under'
    ? { target: ROLLS - 1 - target, direction: 'over' }
    : { target: ROLLS - 1 - target, direction: 'under' };
}

/** What a stake returns on a win, rounded down to the kuruş like the server. */
export function payout(stake: number, winning: number): number {
  return Math.floor((Math.round(stake * 100) * multiplierBp(winning)) / 10_000) / 100;
}
