/**
 * Prices in the player's chosen format (decimal by default, fractional or American): pure functions, applied
 * wherever a price shows. The API always speaks decimal odds (at most three decimals).
 */
export type OddsFormat = 'decimal' | 'fractional' | 'american';
export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];

/** Decimal odds with two decimals (three when the third is not zero): 1.85, 2.00, 1.333. */
export function formatDecimal(odds: number): string {
  const thousandths = Math.round(odds * 1000);
  return thousandths % 10 === 0 ? (thousandths / 1000).toFixed(2) : (thousandths / 1000).toFixed(3);
}

/** The fractions bookmakers quote, for prices near them (1.91 → 10/11, 2.00 → 1/1, 1.50 → 1/2). */
const COMMON: readonly [number, number][] = [
  [1, 10], [1, 9], [1, 8], [1, 7], [1, 6], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5],
  [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [11, 10], [6, 5],
  [5, 4], [11, 8], [6, 4], [13, 8], [7, 4], [15, 8], [2, 1], [9, 4], [5, 2], [11, 4], [3, 1], [10, 3], [7, 2],
  [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [9, 1], [10, 1], [11, 1], [12, 1],
  [14, 1], [16, 1], [18, 1], [20, 1], [25, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1], [100, 1],
];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The closest fraction with a denominator up to `limit` (continued fractions). */
function closestFraction(value: number, limit: number): [number, number] {
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let x = value;
  for (let step = 0; step < 32; step++) {
    const a = Math.floor(x);
    const [h2, k2] = [a * h1 + h0, a * k1 + k0];
    if (k2 > limit) break;
    [h0, h1, k0, k1] = [h1, h2, k1, k2];
    const rest = x - a;
    if (rest < 1e-9) break;
    x = 1 / rest;
  }
  const divisor = gcd(h1, k1) || 1;
  return [h1 / divisor, k1 / divisor];
}

/** Fractional odds (profit / stake): 2.00 → 1/1, 1.91 → 10/11, 2.38 → 11/8, 1.333 → 1/3. */
export function formatFractional(odds: number): string {
  const profit = odds - 1;
  if (profit <= 0) return '0/1';
  const common = COMMON.find(([n, d]) => Math.abs(n / d + 1 - odds) < 0.006);
  if (common) return `${common[0]}/${common[1]}`;
  // Short prices need fine denominators (1/50); longer ones read best with small ones (10/7 rather than 143/100).
  const [n, d] = closestFraction(profit, profit < 0.2 ? 100 : 20);
  return `${n}/${d}`;
}

/** American (moneyline) odds: +150 for 2.50, −200 for 1.50, +100 for 2.00. */
export function formatAmerican(odds: number): string {
  const profit = odds - 1;
  if (profit <= 0) return '−∞';
  if (odds >= 2) return `+${Math.round(profit * 100)}`;
  return `−${Math.round(100 / profit)}`;
}

export function formatOdds(odds: number, format: OddsFormat): string {
  if (format === 'fractional') return formatFractional(odds);
  if (format === 'american') return formatAmerican(odds);
  return formatDecimal(odds);
}

/** A combined price (a multiple's total odds) shown with two decimals in decimal format. */
export function formatTotalOdds(odds: number, format: OddsFormat): string {
  return format === 'decimal' ? (Math.round(odds * 100) / 100).toFixed(2) : formatOdds(odds, format);
}
