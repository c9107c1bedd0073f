import { describe, expect, it } from 'vitest';
import { HEIGHT, WIDTH, covers, outsideAreas, paysToOne, spotAt, spotKey, type Spot } from '@/games/roulette/board';

/** Every bet the table offers, found by tapping it all over on a fine grid. */
function reachable(): Map<string, Spot> {
  const spots = new Map<string, Spot>();
  for (let x = 0; x < WIDTH; x += 0.02) {
    for (let y = 0; y < HEIGHT; y += 0.02) {
      const spot = spotAt(x, y);
      if (spot) spots.set(spotKey(spot), spot);
    }
  }
  return spots;
}

/** The layout's bets as the server checks them (domain::games::roulette). */
function valid(spot: Spot): boolean {
  const n = [...spot.numbers].sort((a, b) => a - b);
  const key = n.join('-');
  const sets: Record<string, Set<string>> = { split: new Set(), street: new Set(), corner: new Set(), sixLine: new Set() };
  for (let a = 1; a <= 36; a += 1) {
    if (a % 3 !== 0) sets.split?.add(`${a}-${a + 1}`);
    if (a <= 33) sets.split?.add(`${a}-${a + 3}`);
    if (a <= 32 && a % 3 !== 0) sets.corner?.add(`${a}-${a + 1}-${a + 3}-${a + 4}`);
  }
  for (const z of [1, 2, 3]) sets.split?.add(`0-${z}`);
  for (let row = 0; row < 12; row += 1) sets.street?.add(`${3 * row + 1}-${3 * row + 2}-${3 * row + 3}`);
  sets.street?.add('0-1-2');
  sets.street?.add('0-2-3');
  sets.corner?.add('0-1-2-3');
  for (let row = 0; row < 11; row += 1) {
    sets.sixLine?.add(Array.from({ length: 6 }, (_, i) => 3 * row + 1 + i).join('-'));
  }
  switch (spot.kind) {
    case 'straight':
      return n.length === 1 && (n[0] ?? -1) >= 0 && (n[0] ?? 99) <= 36;
    case 'column':
    case 'dozen':
      return n.length === 1 && (n[0] ?? 0) >= 1 && (n[0] ?? 4) <= 3;
    case 'split':
    case 'street':
    case 'corner':
    case 'sixLine':
      return sets[spot.kind]?.has(key) ?? false;
    default:
      return n.length === 0;
  }
}

describe('the roulette table', () => {
  const spots = [...reachable().values()];
  const count = (kind: Spot['kind']) => spots.filter((s) => s.kind === kind).length;

  it('offers every standard bet, each valid for the server', () => {
    expect(count('straight')).toBe(37);
    expect(count('split')).toBe(60);
    expect(count('street')).toBe(14);
    expect(count('corner')).toBe(23);
    expect(count('sixLine')).toBe(11);
    expect(count('column')).toBe(3);
    expect(count('dozen')).toBe(3);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) expect(count(kind)).toBe(1);
    for (const spot of spots) expect(valid(spot), spotKey(spot)).toBe(true);
  });

  it('pays 36 / numbers covered', () => {
    expect(paysToOne({ kind: 'straight', numbers: [17] })).toBe(35);
    expect(paysToOne({ kind: 'split', numbers: [17, 20] })).toBe(17);
    expect(paysToOne({ kind: 'street', numbers: [0, 1, 2] })).toBe(11);
    expect(paysToOne({ kind: 'corner', numbers: [0, 1, 2, 3] })).toBe(8);
    expect(paysToOne({ kind: 'sixLine', numbers: [1, 2, 3, 4, 5, 6] })).toBe(5);
    expect(paysToOne({ kind: 'column', numbers: [1] })).toBe(2);
    expect(covers({ kind: 'column', numbers: [1] })).toContain(34);
    expect(covers({ kind: 'dozen', numbers: [3] })).toEqual(Array.from({ length: 12 }, (_, i) => 25 + i));
    expect(paysToOne({ kind: 'red', numbers: [] })).toBe(1);
  });

  it('a tap in a cell is a straight, on a line a split, on a crossing a corner', () => {
    expect(spotAt(1.5, 2.5)).toMatchObject({ kind: 'straight', numbers: [1] });
    expect(spotAt(1.5, 0.5)).toMatchObject({ kind: 'straight', numbers: [3] });
    expect(spotAt(2.0, 2.5)).toMatchObject({ kind: 'split', numbers: [1, 4] });
    expect(spotAt(1.5, 2.0)).toMatchObject({ kind: 'split', numbers: [2, 1] });
    expect(spotAt(2.0, 2.0)).toMatchObject({ kind: 'corner' });
    expect(spotAt(0.3, 1)).toMatchObject({ kind: 'straight', numbers: [0] });
    expect(spotAt(1.0, 3.0 - 0.05)).toMatchObject({ kind: 'corner', numbers: [0, 1, 2, 3] });
    expect(spotAt(13.5, 0.5)).toMatchObject({ kind: 'column', numbers: [3] });
    expect(outsideAreas()).toHaveLength(12);
  });
});
