import type { FinancialRequest, TransactionKind } from '@/features/wallet/api/types';

/** Product §3 Status. */
export const STATUS = { none: 0, confirmed: 1, pending: 2, merged: 3, rejected: 4, cancelled: 5, created: 6 } as const;
/** The statuses a player can filter by (None is never a payment's). */
export const FILTER_STATUSES = [STATUS.pending, STATUS.confirmed, STATUS.rejected, STATUS.cancelled, STATUS.created, STATUS.merged];

/** The Status and Process state keys the locale files name. */
export type StatusKey = '0' | '1' | '2' | '3' | '4' | '5' | '6';
export type ProcessKey = '1' | '2' | '3' | '4';
export const isStatusKey = (key: string): key is StatusKey => /^[0-6]$/.test(key);
export const isProcessKey = (key: string): key is ProcessKey => /^[1-4]$/.test(key);

/** Product §3 Process state. */
export const PROCESS_STATE = { processing: 1, completed: 2, cancelled: 3, expired: 4 } as const;

/** Product §3 Transaction kind. */
export type KindFilter = TransactionKind;
export const KINDS: readonly KindFilter[] = [0, 1, 2];

/** A badge's colours by status: money green done, amber waiting, red refused, blue on its way, grey over. */
export function statusTone(status: number): string {
  switch (status) {
    case STATUS.confirmed:
      return 'bg-money-soft text-money';
    case STATUS.pending:
      return 'bg-accent-soft text-accent';
    case STATUS.rejected:
      return 'bg-danger-soft text-danger';
    case STATUS.created:
    case STATUS.merged:
      return 'bg-info-soft text-info';
    default:
      return 'bg-surface-3 text-fg-muted';
  }
}

/** The history's filters as the page keeps them: dates as the date inputs give them (`YYYY-MM-DD`). */
export interface FinancialFilters {
  kind: KindFilter;
  status: number | null;
  from: string;
  to: string;
}

export const NO_FILTERS: FinancialFilters = { kind: 0, status: null, from: '', to: '' };

/** A `YYYY-MM-DD` day in local time, at its start (or its last millisecond), as a UTC RFC 3339 instant. */
export function dayBoundary(day: string, end: boolean): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const local = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date, 0, 0, 0, 0);
  return local.toISOString();
}

/**
 * The request for one page: the start of the from-day and the end of the to-day, in local time
 * (contract); a filter not set is `null` (any).
 */
export function toFinancialRequest(filters: FinancialFilters, skip: number, take: number): FinancialRequest {
  return {
    kind: filters.kind,
    status: filters.status,
    from: dayBoundary(filters.from, false) ?? null,
    to: dayBoundary(filters.to, true) ?? null,
    skip,
    take,
  };
}

export function hasFilters(filters: FinancialFilters): boolean {
  return filters.kind !== 0 || filters.status !== null || filters.from !== '' || filters.to !== '';
}
