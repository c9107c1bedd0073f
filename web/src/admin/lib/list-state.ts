import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's view kept in the address (`?page=2&size=50&status=2`), so a filtered, paged view can be
 * bookmarked, shared and reloaded. The server pages with `skip`/`take`; the address speaks pages.
 */
export interface ListSpec<F extends string> {
  /** The filters this list knows, each a text parameter (absent or empty: no filter). */
  filters: readonly F[];
  /** Rows per page when the address says none (default 25). */
  pageSize?: number;
}

export interface ListState<F extends string> {
  /** 0-based page. */
  page: number;
  pageSize: number;
  skip: number;
  take: number;
  filters: Record<F, string>;
}

export const PAGE_SIZES = [25, 50, 100] as const;

/** A list with no filters, paged by 25 (a player's tabs, the notifications sent). */
export const UNFILTERED: ListSpec<never> = { filters: [] };
const DEFAULT_PAGE_SIZE = 25;

function positive(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Reads a list's state from search params, ignoring what is malformed (a page of `abc`, a size of 7). */
export function readListState<F extends string>(params: URLSearchParams, spec: ListSpec<F>): ListState<F> {
  const page = (positive(params.get('page')) ?? 1) - 1;
  const wanted = positive(params.get('size'));
  const pageSize = wanted && (PAGE_SIZES as readonly number[]).includes(wanted) ? wanted : (spec.pageSize ?? DEFAULT_PAGE_SIZE);
  const filters = Object.fromEntries(spec.filters.map((name) => [name, params.get(name)?.trim() ?? ''])) as Record<F, string>;
  return { page, pageSize, skip: page * pageSize, take: pageSize, filters };
}

/**
 * The search params after a change: filters set (an empty value removes it), and the page back to the first
 * whenever a filter or the size changes. Defaults are left out so the address stays short.
 */
export function writeListState<F extends string>(
  params: URLSearchParams,
  spec: ListSpec<F>,
  change: { page?: number; pageSize?: number; filters?: Partial<Record<F, string>> },
): URLSearchParams {
  const next = new URLSearchParams(params);
  let resetPage = false;
  for (const [name, value] of Object.entries(change.filters ?? {}) as [F, string | undefined][]) {
    if (!spec.filters.includes(name)) continue;
    const text = value?.trim() ?? '';
    if ((next.get(name) ?? '') !== text) resetPage = true;
    if (text) next.set(name, text);
    else next.delete(name);
  }
  if (change.pageSize !== undefined) {
    resetPage = true;
    if (change.pageSize === (spec.pageSize ?? DEFAULT_PAGE_SIZE)) next.delete('size');
    else next.set('size', String(change.pageSize));
  }
  const page = change.page ?? (resetPage ? 0 : undefined);
  if (page !== undefined) {
    if (page <= 0) next.delete('page');
    else next.set('page', String(page + 1));
  }
  return next;
}

/** The list's state and its setters, bound to the address. */
export function useListState<F extends string>(spec: ListSpec<F>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, spec), [params, spec]);
  const update = useCallback(
    (change: Parameters<typeof writeListState<F>>[2]) => setParams((current) => writeListState(current, spec, change)),
    [setParams, spec],
  );
  return { ...state, update };
}
