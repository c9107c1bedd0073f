import { describe, expect, it } from 'vitest';
import { clampTarget, flip, multiplierBp, payout, targetForChance, winningRolls } from '@/games/dice/dice-math';

describe('dice maths (as the server plays it)', () => {
  it('wins under or over the target with 99 / chance as multiplier, rounded down', () => {
    expect(winningRolls(5000, 'under')).toBe(5000);
    expect(winningRolls(5000, 'over')).toBe(4999);
    expect(multiplierBp(5000)).toBe(19_800);
    expect(multiplierBp(4999)).toBe(19_803);
    expect(multiplierBp(100)).toBe(990_000);
    expect(multiplierBp(9800)).toBe(10_102);
    expect(payout(10, 5000)).toBe(19.8);
    expect(payout(10, 4999)).toBe(19.8);
    expect(payout(0.1, 100)).toBe(9.9);
  });

  it('keeps the chance between 1% and 98%', () => {
    expect(clampTarget(50, 'under')).toBe(100);
    expect(clampTarget(9999, 'under')).toBe(9800);
    expect(clampTarget(9950, 'over')).toBe(9899);
    expect(clampTarget(0, 'over')).toBe(199);
    expect(targetForChance(49.5, 'under')).toBe(4950);
    expect(targetForChance(49.5, 'over')).toBe(5049);
    expect(winningRolls(targetForChance(49.5, 'over'), 'over')).toBe(4950);
  });

  it('flipping keeps the chance', () => {
    const flipped = flip(3000, 'under');
    expect(flipped).toEqual({ target: 6999, direction: 'over' });
    expect(winningRolls(flipped.target, flipped.direction)).toBe(3000);
    expect(flip(flipped.target, flipped.direction)).toEqual({ target: 3000, direction: 'under' });
  });
});
