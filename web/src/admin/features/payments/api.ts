import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDownload } from '@/admin/lib/download';
import { apiClient, unwrap } from '@/lib/api/client';

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

function filterQuery(filters: PaymentFilters) {
  return {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.player ? { player: filters.player } : {}),
    ...(filters.from && dayInstant(filters.from) ? { from: dayInstant(filters.from) } : {}),
    ...(filters.to && dayInstant(filters.to, true) ? { to: dayInstant(filters.to, true) } : {}),
  };
}

function query(filters: PaymentFilters, skip: number, take: number) {
  return { ...filterQuery(filters), skip: String(skip), take: String(take) };
}

/** Every payment the filters match (up to the API's 50,000) as a CSV file (`format=csv`). */
export const downloadPayments = (filters: PaymentFilters) =>
  saveDownload(apiClient.GET('/api/admin/payments', { params: { query: { ...filterQuery(filters), format: 'csv' } }, parseAs: 'blob' }), 'payments.csv');

export const paymentsQuery = (filters: PaymentFilters, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'payments', filters, { skip, take }],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/admin/payments', { params: { query: query(filters, skip, take) }, signal })),
    placeholderData: keepPreviousData,
  });

/** Withdrawals: newest first, or (`oldestFirst`, the pending queue) oldest first — the API's `order=oldest`. */
export const withdrawalsQuery = (filters: PaymentFilters, skip: number, take: number, oldestFirst: boolean) =>
  queryOptions({
    queryKey: ['admin', 'withdrawals', filters, { skip, take, oldestFirst }],
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/admin/withdrawals', {
          params: { query: { ...query(filters, skip, take), ...(oldestFirst ? { order: 'oldest' } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Approves (pays out) or rejects (with a reason) a pending withdrawal; the lists and the player reload. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    // `overrideReason`: an admin paying out to a blocked player says why.
    mutationFn: ({ id, approve, reason, overrideReason }: { id: number; approve: boolean; reason?: string; overrideReason?: string }) =>
      approve
        ? unwrap(
            apiClient.POST('/api/admin/withdrawals/{id}/approve', {
              params: { path: { id } },
              ...(overrideReason ? { body: { overrideReason } } : {}),
            }),
            { successToast: true, ...(overrideReason ? { errorToast: false } : {}) },
          )
        : unwrap(apiClient.POST('/api/admin/withdrawals/{id}/reject', { params: { path: { id } }, body: { reason: reason ?? '' } }), {
            errorToast: false,
            successToast: true,
          }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'player'] });
    },
  });
}
