import { describe, expect, it } from 'vitest';
import { isDue, parseLira, parseMinutes } from '@/features/responsible/lib/format';

describe('limit input', () => {
  it.each([
    ['1000', 1000],
    ['1.000', 1000],
    ['1,000', 1000],
    ['1.000,50', 1000.5],
    ['1000.5', 1000.5],
    ['250,25', 250.25],
    [' 300 ', 300],
  ])('reads %j as %d lira', (text, amount) => {
    expect(parseLira(text)).toBe(amount);
  });

  it.each(['', '0', '-5', 'abc', '10,1234', '1..0'])('refuses %j', (text) => {
    expect(parseLira(text)).toBeNull();
  });

  it('takes whole session minutes from 5 to 1440', () => {
    expect(parseMinutes('5')).toBe(5);
    expect(parseMinutes('1440')).toBe(1440);
    expect(parseMinutes('4')).toBeNull();
    expect(parseMinutes('1441')).toBeNull();
    expect(parseMinutes('30.5')).toBeNull();
  });

  it('a waiting raise is due once its time has come', () => {
    expect(isDue('2026-11-25T10:00:00Z', Date.parse('2026-11-25T10:00:00Z'))).toBe(true);
    expect(isDue('2026-11-25T10:00:00Z', Date.parse('2026-11-25T09:59:59Z'))).toBe(false);
  });
});
