import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatDateTime, formatMoney } from '@/lib/format';

describe('format', () => {
  it('shows money as lira with two decimals in each language', () => {
    expect(formatMoney(1250.5, 'tr')).toBe('₺1.250,50');
    expect(formatMoney(1250.5, 'en')).toBe('₺1,250.50');
  });

  it('caps the unread badge at 9+', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(8)).toBe('8');
    expect(formatBadgeCount(9)).toBe('9+');
    expect(formatBadgeCount(42)).toBe('9+');
  });

  it('reads server times as UTC (with or without Z) and shows day.month.year hours:minutes', () => {
    const expected = formatDateTime(new Date(Date.UTC(2026, 0, 5, 7, 3)));
    expect(formatDateTime('2026-01-05T07:03:00')).toBe(expected);
    expect(formatDateTime('2026-01-05T07:03:00Z')).toBe(expected);
    expect(expected).toMatch(/^05\.01\.2026 \d\d:03$/);
  });
});
