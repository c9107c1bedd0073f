import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

/**
 * Deposits and withdrawals as several screens read them: the payments and withdrawals screens, a player's payments
 * tab and the reports share the status and direction numbers, the filters and the list.
 */

/** Status numbers of a payment (AdminPayment.status). */
export const STATUS = { confirmed: 1, pending: 2, rejected: 4, cancelled: 5 } as const;
export type StatusName = keyof typeof STATUS;
export const STATUS_NAMES = Object.keys(STATUS) as StatusName[];
export const statusName = (status: number): StatusName | null =>
  STATUS_NAMES.find((name) => STATUS[name] === status) ?? null;

/** Direction numbers (AdminPayment.kind). */
export const KIND = { deposit: 1, withdraw: 2 } as const;

export interface PaymentFilters {
  kind?: string;
  status?: string;
  player?: string;
  /** yyyy-mm-dd, from the start of that day (local). */
  from?: string;
  /** yyyy-mm-dd, to the end of that day (local). */
  to?: string;
}

/** A local day as the RFC 3339 instant the API takes: its start, or (for `to`) the start of the next day. */
export function dayInstant(day: string, end = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + (end ? 1 : 0)).toISOString();
}

/** The filters as the API's query parameters (an empty or malformed one is left out). */
export function paymentFilterQuery(filters: PaymentFilters) {
  return {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.player ? { player: filters.player } : {}),
    ...(filters.from && dayInstant(filters.from) ? { from: dayInstant(filters.from) } : {}),
    ...(filters.to && dayInstant(filters.to, true) ? { to: dayInstant(filters.to, true) } : {}),
  };
}

/** One page of the payments the filters match, with `skip`/`take`. */
export function paymentPageQuery(filters: PaymentFilters, skip: number, take: number) {
  return { ...paymentFilterQuery(filters), skip: String(skip), take: String(take) };
}

export const paymentsQuery = (filters: PaymentFilters, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'payments', filters, { skip, take }],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/admin/payments', { params: { query: paymentPageQuery(filters, skip, take) }, signal })),
    placeholderData: keepPreviousData,
  });
