import { describe, expect, it } from 'vitest';
import { cleanNumberInput, formatLiraNumber, parseLiraNumber } from '@/features/wallet/lib/lira-number';

describe('lira numbers in the Turkish locale', () => {
  it('reads . as the thousands separator and , as the decimal mark', () => {
    expect(parseLiraNumber('1.250,50')).toBe(1250.5);
    expect(parseLiraNumber('1.000.000')).toBe(1_000_000);
    expect(parseLiraNumber('150,5')).toBe(150.5);
    expect(parseLiraNumber('150')).toBe(150);
  });

  it('reads a lone . that is not a thousands group as a decimal mark', () => {
    expect(parseLiraNumber('150.5')).toBe(150.5);
    expect(parseLiraNumber('150.25')).toBe(150.25);
  });

  it('is null for what is not a number', () => {
    expect(parseLiraNumber('')).toBeNull();
    expect(parseLiraNumber(',')).toBeNull();
    expect(parseLiraNumber('1,2,3')).toBeNull();
  });

  it('formats with Turkish grouping, integers without decimals', () => {
    expect(formatLiraNumber(1250.5, true)).toBe('1.250,5');
    expect(formatLiraNumber(15000, false)).toBe('15.000');
  });

  it('keeps only digits and separators while typing', () => {
    expect(cleanNumberInput('₺1.2a0,5', true)).toBe('1.20,5');
    expect(cleanNumberInput('12,5', false)).toBe('125');
  });
});
