import { describe, expect, it } from 'vitest';
import { formatAmerican, formatDecimal, formatFractional, formatOdds, formatTotalOdds } from '@/sportsbook/lib/odds';

describe('odds formats', () => {
  it('shows decimal odds with two decimals, three when the third counts', () => {
    expect(formatDecimal(1.85)).toBe('1.85');
    expect(formatDecimal(2)).toBe('2.00');
    expect(formatDecimal(1.333)).toBe('1.333');
    expect(formatDecimal(10.5)).toBe('10.50');
  });

  it('shows the fractions bookmakers quote, else the closest small one', () => {
    expect(formatFractional(2)).toBe('1/1');
    expect(formatFractional(1.91)).toBe('10/11');
    expect(formatFractional(1.5)).toBe('1/2');
    expect(formatFractional(2.375)).toBe('11/8');
    expect(formatFractional(1.333)).toBe('1/3');
    expect(formatFractional(3.5)).toBe('5/2');
    expect(formatFractional(1.85)).toBe('17/20');
    expect(formatFractional(1.01)).toBe('1/100');
    expect(formatFractional(2.43)).toBe('10/7');
    expect(formatFractional(1.54)).toBe('7/13');
  });

  it('shows American odds: + from evens up, − below', () => {
    expect(formatAmerican(2.5)).toBe('+150');
    expect(formatAmerican(2)).toBe('+100');
    expect(formatAmerican(1.5)).toBe('−200');
    expect(formatAmerican(1.85)).toBe('−118');
    expect(formatAmerican(11)).toBe('+1000');
  });

  it('picks the format asked for, and rounds a total to two decimals', () => {
    expect(formatOdds(1.5, 'decimal')).toBe('1.50');
    expect(formatOdds(1.5, 'fractional')).toBe('1/2');
    expect(formatOdds(1.5, 'american')).toBe('−200');
    expect(formatTotalOdds(2.17 * 2 * 2.17, 'decimal')).toBe('9.42');
  });
});
