import type { GameHistoryRequest, GameTransactionKind } from '@/features/casino/api/types';

/** Product §3 Game transaction kind, as the filter offers it: all, wins, bets. */
export type KindFilter = GameTransactionKind | null;
export const KIND_FILTERS: readonly KindFilter[] = [null, 2, 1];

/** The history's filters as the page keeps them: dates as the date inputs give them (`YYYY-MM-DD`). */
export interface HistoryFilters {
  kind: KindFilter;
  from: string;
  to: string;
}

export const NO_FILTERS: HistoryFilters = { kind: null, from: '', to: '' };

export function hasFilters(filters: HistoryFilters): boolean {
  return filters.kind !== null || filters.from !== '' || filters.to !== '';
}

/** A `YYYY-MM-DD` day in local time, at its start (or its last millisecond), as a UTC RFC 3339 instant. */
export function dayBoundary(day: string, end: boolean): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const local = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return local.toISOString();
}

/** The request for one page: from the start of the from-day to the end of the to-day, local time. */
export function toHistoryRequest(filters: HistoryFilters, skip: number, take: number): GameHistoryRequest {
  return {
    kind: filters.kind,
    from: dayBoundary(filters.from, false),
    to: dayBoundary(filters.to, true),
    skip,
    take,
  };
}
