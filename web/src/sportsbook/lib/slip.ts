/**
 * The bet slip's arithmetic, pure (docs/sportsbook.md, `POST bets`): lines of each kind, stake per line, total
 * odds and the potential win. Money is counted in kuruş and odds in thousandths, with BigInt for the products, so a
 * line pays exactly what the server pays: stake per line × the product of its odds, floored to the kuruş.
 */
import type { BetKind, Id, StakePer } from '@/sportsbook/lib/api';

export interface SlipSelection {
  eventId: Id;
  market: string;
  outcome: string;
  odds: number;
  /** What the slip shows; the server needs only the three references and the odds. */
  home: string;
  away: string;
  marketName: string;
  outcomeName: string;
  startsAt: string;
  sport: string;
}

export const MAX_SYSTEM_SELECTIONS = 8;
export const MIN_SYSTEM_SELECTIONS = 3;

export function selectionKey(selection: { eventId: Id; market: string; outcome: string }): string {
  return `${String(selection.eventId)}|${selection.market}|${selection.outcome}`;
}

/** n choose k. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-of-n combination of indexes, in order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) {
      out.push(chosen);
      return;
    }
    for (let i = start; i <= n - (k - chosen.length); i++) pick(i + 1, [...chosen, i]);
  };
  if (k >= 1 && k <= n) pick(0, []);
  return out;
}

/** The system sizes a slip of `n` selections may be placed as: 2 … n − 1, for 3 ≤ n ≤ 8. */
export function systemSizes(n: number): number[] {
  if (n < MIN_SYSTEM_SELECTIONS || n > MAX_SYSTEM_SELECTIONS) return [];
  return Array.from({ length: n - 2 }, (_, index) => index + 2);
}

/**
 * The common names of the full-cover bets: all doubles and up (Trixie … Goliath), or with the singles too (Patent,
 * Lucky 15, 31, 63). `sizes` are the combination sizes a bet covers; a single size (the API's `system` today) is
 * none of these and is shown as "2/3".
 */
export function systemName(n: number, sizes: readonly number[]): string | null {
  const sorted = [...new Set(sizes)].sort((a, b) => a - b);
  const covers = (from: number) => sorted.length === n - from + 1 && sorted.every((size, index) => size === from + index);
  if (covers(2)) return ({ 3: 'Trixie', 4: 'Yankee', 5: 'Canadian', 6: 'Heinz', 7: 'Super Heinz', 8: 'Goliath' } as Record<number, string>)[n] ?? null;
  if (covers(1)) return ({ 3: 'Patent', 4: 'Lucky 15', 5: 'Lucky 31', 6: 'Lucky 63' } as Record<number, string>)[n] ?? null;
  return null;
}

/**
 * The full covers a slip of `n` selections may be placed as, each as the slip keeps it: a system size below zero,
 * `-2` every double and up (Trixie … Goliath), `-1` with the singles too (Patent … Lucky 63); only covers with a
 * common name are offered. The API's `cover` kind takes the smallest line, `2` or `1`.
 */
export function coverSizes(n: number): number[] {
  if (n < MIN_SYSTEM_SELECTIONS || n > MAX_SYSTEM_SELECTIONS) return [];
  return [-2, -1].filter((size) => coverName(n, size) !== null);
}

/** The sizes of the lines a chosen system size covers: `[k]`, or every size from a cover's smallest line up. */
export function coveredSizes(n: number, systemSize: number): number[] {
  if (systemSize >= 0) return systemSizes(n).includes(systemSize) ? [systemSize] : [];
  const from = -systemSize;
  return Array.from({ length: n - from + 1 }, (_, index) => from + index);
}

/** The common name of cover `systemSize` (below zero) of `n` selections. */
export function coverName(n: number, systemSize: number): string | null {
  return systemSize < 0 ? systemName(n, coveredSizes(n, systemSize)) : null;
}

/** How many lines a slip of `n` selections makes as `kind`. */
export function lineCount(kind: BetKind, n: number, systemSize: number | null): number {
  return lineIndexes(kind, n, systemSize).length;
}

/** The index sets of the lines: each selection alone, all of them, or every combination of the sizes covered. */
export function lineIndexes(kind: BetKind, n: number, systemSize: number | null): number[][] {
  if (n === 0) return [];
  if (kind === 'single') return Array.from({ length: n }, (_, index) => [index]);
  if (kind === 'multiple') return n >= 2 ? [Array.from({ length: n }, (_, index) => index)] : [];
  return systemSize ? coveredSizes(n, systemSize).flatMap((size) => combinations(n, size)) : [];
}

/** Lira typed by the player (`12,50`, `12.5`) in kuruş; null when it is not an amount with at most two decimals. */
export function parseStake(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

export const toKurus = (lira: number) => Math.round(lira * 100);
export const toLira = (kurus: number) => kurus / 100;
const milli = (odds: number) => BigInt(Math.round(odds * 1000));

/** The stake of each line in kuruş: as typed, or the total divided evenly over the lines, rounded down. */
export function stakePerLine(stakeKurus: number, stakePer: StakePer, lines: number): number {
  if (lines === 0) return 0;
  return stakePer === 'line' ? stakeKurus : Math.floor(stakeKurus / lines);
}

/** What one line pays in kuruş if it wins: stake × the product of its odds, floored to the kuruş. */
export function linePayout(stakeKurus: number, odds: readonly number[]): number {
  let numerator = BigInt(stakeKurus);
  let denominator = 1n;
  for (const price of odds) {
    numerator *= milli(price);
    denominator *= 1000n;
  }
  return Number(numerator / denominator);
}

export interface SlipFigures {
  lines: number;
  stakePerLine: number;
  totalStake: number;
  /** Every line winning, in kuruş. */
  potentialWin: number;
  /** The product of every selection's odds (multiple), else null. */
  totalOdds: number | null;
}

/** The slip's figures in kuruş, or zeros when the kind does not apply to these selections. */
export function slipFigures(
  kind: BetKind,
  odds: readonly number[],
  systemSize: number | null,
  stakeKurus: number,
  stakePer: StakePer,
): SlipFigures {
  const lines = lineIndexes(kind, odds.length, systemSize);
  const perLine = stakePerLine(stakeKurus, stakePer, lines.length);
  const potentialWin = lines.reduce((sum, line) => sum + linePayout(perLine, line.map((index) => odds[index] ?? 0)), 0);
  const totalOdds = kind === 'multiple' && lines.length === 1 ? odds.reduce((product, price) => product * price, 1) : null;
  return { lines: lines.length, stakePerLine: perLine, totalStake: perLine * lines.length, potentialWin, totalOdds };
}

/** The events with more than one selection on the slip (they cannot share a multiple or a system). */
export function relatedEvents(selections: readonly { eventId: Id }[]): Set<string> {
  const seen = new Set<string>();
  const related = new Set<string>();
  for (const { eventId } of selections) {
    const id = String(eventId);
    if (seen.has(id)) related.add(id);
    seen.add(id);
  }
  return related;
}

/** A fresh request id (a UUID) for the slip. */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  const bytes = Array.from({ length: 16 }, () => Math.floor(Math.random() * 256));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
