import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PaymentsRow } from '@/admin/lib/api-types';
import { saveDownload } from '@/admin/lib/download';
import { KIND, STATUS } from '@/admin/lib/payments';
import { apiClient, unwrap } from '@/lib/api/client';

/** A report's period: whole days in Istanbul, `YYYY-MM-DD`, inclusive (absent: the API's last 30 days). */
export interface Period {
  from?: string;
  to?: string;
}

/** GGR grouped by day (with bonus cost and NGR), provider or game. */
export type GgrBy = 'day' | 'provider' | 'game';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Only well-formed days go to the API (a half-typed date in the address is ignored, not sent). */
export function periodQuery({ from, to }: Period): { from?: string; to?: string } {
  return { ...(from && DAY.test(from) ? { from } : {}), ...(to && DAY.test(to) ? { to } : {}) };
}

export const overviewQuery = (period: Period = {}) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'overview', periodQuery(period)],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/admin/reports/overview', { params: { query: periodQuery(period) }, signal })),
    placeholderData: keepPreviousData,
  });

export const ggrQuery = (by: GgrBy, period: Period) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'ggr', by, periodQuery(period)],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/admin/reports/ggr', { params: { query: { ...periodQuery(period), by } }, signal })),
    placeholderData: keepPreviousData,
  });

export const paymentsReportQuery = (period: Period) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'payments', periodQuery(period)],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/admin/reports/payments', { params: { query: periodQuery(period) }, signal })),
    placeholderData: keepPreviousData,
  });

/** The CSV downloads of the reports (`format=csv`), saved under the server's file name. */
export const downloadReport = {
  overview: (period: Period) =>
    saveDownload(
      apiClient.GET('/api/admin/reports/overview', { params: { query: { ...periodQuery(period), format: 'csv' } }, parseAs: 'blob' }),
      'overview.csv',
    ),
  ggr: (by: GgrBy, period: Period) =>
    saveDownload(
      apiClient.GET('/api/admin/reports/ggr', { params: { query: { ...periodQuery(period), by, format: 'csv' } }, parseAs: 'blob' }),
      `ggr-${by}.csv`,
    ),
  payments: (period: Period) =>
    saveDownload(
      apiClient.GET('/api/admin/reports/payments', { params: { query: { ...periodQuery(period), format: 'csv' } }, parseAs: 'blob' }),
      'payments-by-method.csv',
    ),
};

/** The confirmed deposits and withdrawals of each method, for the chart. */
export function confirmedByMethod(rows: PaymentsRow[]): { method: string; deposits: number; withdrawals: number }[] {
  const methods = new Map<string, { method: string; deposits: number; withdrawals: number }>();
  for (const row of rows) {
    const entry = methods.get(row.method) ?? { method: row.method, deposits: 0, withdrawals: 0 };
    if (row.status === STATUS.confirmed) {
      if (row.kind === KIND.deposit) entry.deposits += row.amount;
      else entry.withdrawals += row.amount;
    }
    methods.set(row.method, entry);
  }
  return [...methods.values()];
}
