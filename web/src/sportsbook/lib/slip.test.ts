import { describe, expect, it } from 'vitest';
import {
  choose,
  combinations,
  lineCount,
  linePayout,
  parseStake,
  relatedEvents,
  slipFigures,
  stakePerLine,
  systemName,
  systemSizes,
} from '@/sportsbook/lib/slip';

describe('the slip arithmetic', () => {
  it('counts and lists combinations', () => {
    expect(choose(4, 2)).toBe(6);
    expect(choose(8, 4)).toBe(70);
    expect(combinations(3, 2)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(combinations(5, 3)).toHaveLength(10);
  });

  it('offers system sizes 2 … n − 1 for 3 to 8 selections', () => {
    expect(systemSizes(2)).toEqual([]);
    expect(systemSizes(3)).toEqual([2]);
    expect(systemSizes(5)).toEqual([2, 3, 4]);
    expect(systemSizes(9)).toEqual([]);
  });

  it('names the full covers and nothing else', () => {
    expect(systemName(3, [2, 3])).toBe('Trixie');
    expect(systemName(3, [1, 2, 3])).toBe('Patent');
    expect(systemName(4, [2, 3, 4])).toBe('Yankee');
    expect(systemName(4, [1, 2, 3, 4])).toBe('Lucky 15');
    expect(systemName(5, [2, 3, 4, 5])).toBe('Canadian');
    expect(systemName(6, [2, 3, 4, 5, 6])).toBe('Heinz');
    expect(systemName(7, [2, 3, 4, 5, 6, 7])).toBe('Super Heinz');
    expect(systemName(8, [2, 3, 4, 5, 6, 7, 8])).toBe('Goliath');
    expect(systemName(3, [2])).toBeNull();
    expect(systemName(4, [3])).toBeNull();
  });

  it('counts the lines of each kind', () => {
    expect(lineCount('single', 3, null)).toBe(3);
    expect(lineCount('multiple', 3, null)).toBe(1);
    expect(lineCount('multiple', 1, null)).toBe(0);
    expect(lineCount('system', 4, 2)).toBe(6);
    expect(lineCount('system', 4, 4)).toBe(0);
  });

  it('reads stakes in kuruş, with a comma or a dot, at most two decimals', () => {
    expect(parseStake('12,50')).toBe(1250);
    expect(parseStake('12.5')).toBe(1250);
    expect(parseStake(' 100 ')).toBe(10000);
    expect(parseStake('1.234')).toBeNull();
    expect(parseStake('abc')).toBeNull();
    expect(parseStake('')).toBeNull();
  });

  it('divides a total stake evenly over the lines, rounded down to the kuruş', () => {
    expect(stakePerLine(1000, 'line', 3)).toBe(1000);
    expect(stakePerLine(1000, 'total', 3)).toBe(333);
    expect(stakePerLine(1000, 'total', 0)).toBe(0);
  });

  it('pays stake × the product of the odds, floored to the kuruş, without float drift', () => {
    // 10.00 × 1.85 × 2.10 = 38.85 exactly (floats give 38.849999…)
    expect(linePayout(1000, [1.85, 2.1])).toBe(3885);
    // 3.33 × 1.333 = 4.43889 → 4.43
    expect(linePayout(333, [1.333])).toBe(443);
    // twenty legs stay exact
    expect(linePayout(100, Array.from({ length: 20 }, () => 1.5))).toBe(Math.floor(100 * 1.5 ** 20));
  });

  it('adds up a system line by line', () => {
    const odds = [2, 3, 1.5];
    const figures = slipFigures('system', odds, 2, 1000, 'line');
    // 10×(2×3) + 10×(2×1.5) + 10×(3×1.5) = 60 + 30 + 45
    expect(figures).toMatchObject({ lines: 3, stakePerLine: 1000, totalStake: 3000, potentialWin: 13500, totalOdds: null });
    const total = slipFigures('system', odds, 2, 1000, 'total');
    expect(total).toMatchObject({ lines: 3, stakePerLine: 333, totalStake: 999 });
    expect(total.potentialWin).toBe(Math.floor(333 * 6) + Math.floor(333 * 3) + Math.floor(333 * 4.5));
  });

  it('gives a multiple its total odds, and singles a line each', () => {
    expect(slipFigures('multiple', [1.85, 2.1], null, 1000, 'line')).toMatchObject({ lines: 1, totalStake: 1000, potentialWin: 3885 });
    expect(slipFigures('multiple', [1.85, 2.1], null, 1000, 'line').totalOdds).toBeCloseTo(3.885);
    expect(slipFigures('single', [1.85, 2.1], null, 1000, 'line')).toMatchObject({ lines: 2, totalStake: 2000, potentialWin: 1850 + 2100 });
  });

  it('finds the events with more than one selection', () => {
    expect([...relatedEvents([{ eventId: 1 }, { eventId: 2 }, { eventId: '1' }])]).toEqual(['1']);
    expect(relatedEvents([{ eventId: 1 }, { eventId: 2 }]).size).toBe(0);
  });
});
