import { describe, expect, it } from 'vitest';
import { labelEvery, ticks } from '@/admin/lib/chart-scale';

describe('the charts’ scales', () => {
  it('steps an axis in round figures through zero, covering the largest value', () => {
    expect(ticks(0, 90)).toEqual([0, 25, 50, 75, 100]);
    expect(ticks(0, 12_345)).toEqual([0, 5_000, 10_000, 15_000]);
    expect(ticks(-300, 900)).toEqual([-500, 0, 500, 1_000]);
    expect(ticks(-40, -10)).toEqual([-40, -30, -20, -10, 0]);
    expect(ticks(0, 0)).toEqual([0, 1]);
  });

  it('prints every label when they fit, every n-th when they do not', () => {
    expect(labelEvery(7, 10)).toBe(1);
    expect(labelEvery(30, 10)).toBe(3);
    expect(labelEvery(0, 10)).toBe(1);
  });
});
