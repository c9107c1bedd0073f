/**
 * The European roulette table as a model: where each bet's chip sits and what a tap at a point of the table
 * means. Board units, laid out horizontally: the zero at x 0–1, number cells at x 1–13 (column c = 0…11) and
 * y 0–3 (row 0 holds 3, 6, … 36; row 2 holds 1, 4, … 34), the column bets at x 13–14, the dozens at y 3.2–3.8 and
 * the even-money bets at y 3.8–4.4. Phones show the same model turned a quarter.
 */
export type Kind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'sixLine'
  | 'column'
  | 'dozen'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export interface Spot {
  kind: Kind;
  /** As the server takes them: the numbers covered (column and dozen: their index; even-money: none). */
  numbers: number[];
  /** Where its chip sits. */
  x: number;
  y: number;
}

export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** The wheel's order, clockwise from zero. */
export const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28,
  12, 35, 3, 26,
];

export const WIDTH = 14;
export const HEIGHT = 4.4;
export const DOZEN_Y = 3.2;
export const EVEN_Y = 3.8;
/** How close to a line a tap counts as on it. */
const EDGE = 0.24;

export function colour(n: number): 'green' | 'red' | 'black' {
  return n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';
}

/** The number in column c (0–11), row r (0 top – 2 bottom). */
export function numberAt(c: number, r: number): number {
  return 3 * c + (3 - r);
}

/** A spot's identity: its kind and sorted numbers. */
export function spotKey(spot: Pick<Spot, 'kind' | 'numbers'>): string {
  return `${spot.kind}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;
}

/** The numbers a bet wins on. */
export function covers(spot: Pick<Spot, 'kind' | 'numbers'>): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  const index = spot.numbers[0] ?? 1;
  switch (spot.kind) {
    case 'column':
      return all.filter((n) => (n - 1) % 3 === index - 1);
    case 'dozen':
      return all.filter((n) => n > 12 * (index - 1) && n <= 12 * index);
    case 'red':
      return all.filter((n) => RED.has(n));
    case 'black':
      return all.filter((n) => !RED.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    default:
      return spot.numbers;
  }
}

/** "n to 1". */
export function paysToOne(spot: Pick<Spot, 'kind' | 'numbers'>): number {
  return 36 / covers(spot).length - 1;
}

/** The outside bets' rectangles (x, y, w, h) and their spots. */
export function outsideAreas(): { spot: Spot; x: number; y: number; w: number; h: number }[] {
  const areas: { spot: Spot; x: number; y: number; w: number; h: number }[] = [];
  for (let r = 0; r < 3; r += 1) {
    areas.push({ spot: { kind: 'column', numbers: [3 - r], x: 13.5, y: r + 0.5 }, x: 13, y: r, w: 1, h: 1 });
  }
  for (let d = 1; d <= 3; d += 1) {
    const x = 1 + 4 * (d - 1);
    areas.push({ spot: { kind: 'dozen', numbers: [d], x: x + 2, y: DOZEN_Y + 0.3 }, x, y: DOZEN_Y, w: 4, h: 0.6 });
  }
  const even: Kind[] = ['low', 'even', 'red', 'black', 'odd', 'high'];
  even.forEach((kind, i) => {
    const x = 1 + 2 * i;
    areas.push({ spot: { kind, numbers: [], x: x + 1, y: EVEN_Y + 0.3 }, x, y: EVEN_Y, w: 2, h: 0.6 });
  });
  return areas;
}

/** The bet a tap at (x, y) on the table means, or null off the bets. */
export function spotAt(x: number, y: number): Spot | null {
  if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return null;
  // Outside bets.
  if (y >= DOZEN_Y || x >= 13) {
    const area = outsideAreas().find((a) => x >= a.x && x < a.x + a.w && y >= a.y && y < a.y + a.h);
    return area ? area.spot : null;
  }
  if (x < 1 - EDGE) return y < 3 ? { kind: 'straight', numbers: [0], x: 0.5, y: 1.5 } : null;
  // The bottom edge of the numbers: streets and six lines (and the first four at the zero's corner).
  if (y > 3 - EDGE) {
    const boundary = Math.round(x - 1);
    const nearLine = Math.abs(x - 1 - boundary) < EDGE;
    if (nearLine && boundary === 0) return { kind: 'corner', numbers: [0, 1, 2, 3], x: 1, y: 3 };
    if (nearLine && boundary > 0 && boundary < 12) {
      const c = boundary - 1;
      const first = 3 * c + 1;
      return { kind: 'sixLine', numbers: [first, first + 1, first + 2, first + 3, first + 4, first + 5], x: boundary + 1, y: 3 };
    }
    const c = Math.min(11, Math.max(0, Math.floor(x - 1)));
    return { kind: 'street', numbers: [3 * c + 1, 3 * c + 2, 3 * c + 3], x: c + 1.5, y: 3 };
  }
  const col = x - 1;
  const vertical = Math.round(col); // the nearest line between columns (0 = the zero's edge, 12 = the columns')
  const horizontal = Math.round(y); // the nearest line between rows (1 and 2 are inner)
  const nearVertical = Math.abs(col - vertical) < EDGE && vertical <= 11;
  const nearHorizontal = Math.abs(y - horizontal) < EDGE && (horizontal === 1 || horizontal === 2);
  if (nearVertical && nearHorizontal) {
    if (vertical === 0) {
      // The zero's edge between rows: the trios 0-2-3 (upper line) and 0-1-2 (lower line).
      return horizontal === 1
        ? { kind: 'street', numbers: [0, 2, 3], x: 1, y: 1 }
        : { kind: 'street', numbers: [0, 1, 2], x: 1, y: 2 };
    }
    const c = vertical - 1;
    const top = numberAt(c, horizontal - 1);
    return { kind: 'corner', numbers: [top, top - 1, top + 3, top + 2], x: vertical + 1, y: horizontal };
  }
  if (nearVertical) {
    const r = Math.min(2, Math.floor(y));
    if (vertical === 0) return { kind: 'split', numbers: [0, numberAt(0, r)], x: 1, y: r + 0.5 };
    const c = vertical - 1;
    const n = numberAt(c, r);
    return { kind: 'split', numbers: [n, n + 3], x: vertical + 1, y: r + 0.5 };
  }
  const c = Math.min(11, Math.floor(col));
  if (nearHorizontal) {
    const n = numberAt(c, horizontal - 1);
    return { kind: 'split', numbers: [n, n - 1], x: c + 1.5, y: horizontal };
  }
  const r = Math.min(2, Math.floor(y));
  return { kind: 'straight', numbers: [numberAt(c, r)], x: c + 1.5, y: r + 0.5 };
}
