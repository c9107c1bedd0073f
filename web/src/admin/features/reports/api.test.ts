import { describe, expect, it } from 'vitest';
import { confirmedByMethod, periodQuery } from '@/admin/features/reports/api';
import { fileNameOf } from '@/admin/lib/download';

describe('the reports', () => {
  it('sums only confirmed money by method and direction', () => {
    expect(
      confirmedByMethod([
        { method: 'card', kind: 1, status: 1, count: 2, amount: 300, fee: 0 },
        { method: 'card', kind: 1, status: 2, count: 1, amount: 999, fee: 0 },
        { method: 'card', kind: 2, status: 1, count: 1, amount: 120, fee: 0 },
        { method: 'papara', kind: 2, status: 4, count: 1, amount: 50, fee: 0 },
      ]),
    ).toEqual([
      { method: 'card', deposits: 300, withdrawals: 120 },
      { method: 'papara', deposits: 0, withdrawals: 0 },
    ]);
  });

  it('sends only whole days of the period', () => {
    expect(periodQuery({ from: '2026-11-01', to: '2026-11-3' })).toEqual({ from: '2026-11-01' });
    expect(periodQuery({})).toEqual({});
  });

  it('saves a download under the server’s file name', () => {
    const named = new Response('', { headers: { 'content-disposition': 'attachment; filename="ggr-day-2026-11-01.csv"' } });
    expect(fileNameOf(named, 'x.csv')).toBe('ggr-day-2026-11-01.csv');
    expect(fileNameOf(new Response(''), 'x.csv')).toBe('x.csv');
  });
});
