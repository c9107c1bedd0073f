import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnChart } from '@/admin/components/chart';

const days = [
  { date: '2026-11-24', deposits: 1500, withdrawals: 200 },
  { date: '2026-11-25', deposits: 0, withdrawals: 750 },
];

describe('a column chart', () => {
  it('draws a bar per day and series, and gives screen readers the same figures as a table', () => {
    const { container } = render(
      <ColumnChart
        label="Money by day"
        categoryLabel="Day"
        rows={days}
        category={(row) => row.date}
        series={[
          { key: 'deposits', label: 'Deposits', tone: 'money', value: (row) => row.deposits },
          { key: 'withdrawals', label: 'Withdrawals', tone: 'info', value: (row) => row.withdrawals },
        ]}
        format={(value) => `₺${value}`}
      />,
    );
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('rect')).toHaveLength(4);
    const table = screen.getByRole('table', { name: 'Money by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DayDepositsWithdrawals', '2026-11-24₺1500₺200', '2026-11-25₺0₺750']);
  });

  it('leaves the table out when the screen shows one', () => {
    render(
      <ColumnChart label="GGR" categoryLabel="Day" rows={days} category={(row) => row.date} table="none" series={[]} format={String} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
