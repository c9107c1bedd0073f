import { describe, expect, it } from 'vitest';
import { multiplierAt } from '@/games/crash/use-crash-live';

describe('the crash multiplier (as the server computes it)', () => {
  it('doubles every nine seconds and never shows less than 1.00×', () => {
    const k = Math.LN2 / 9000;
    expect(multiplierAt(k, 0)).toBe(1);
    expect(multiplierAt(k, -50)).toBe(1);
    expect(multiplierAt(k, 9000)).toBe(2);
    expect(multiplierAt(k, 18000)).toBe(4);
    expect(multiplierAt(k, 4500)).toBe(1.41);
  });
});
