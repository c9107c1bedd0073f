/** The frame's reads, with TanStack Query (each keyed by what it asks, so a filter change is a new read). */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EventFilter, Id, Section } from '@/sportsbook/lib/api';
import { useFrame } from '@/sportsbook/lib/frame';

/** Prices move: lists are read again every 30 s while shown, an event's markets every 15 s. */
const LIST_REFRESH_MS = 30_000;
const EVENT_REFRESH_MS = 15_000;

export function useSports(section: Section) {
  const { api } = useFrame();
  return useQuery({ queryKey: ['sports', section], queryFn: ({ signal }) => api.sports(section, signal), staleTime: 60_000 });
}

export function useEvents(filter: EventFilter, enabled = true) {
  const { api } = useFrame();
  return useQuery({
    queryKey: ['events', filter],
    queryFn: ({ signal }) => api.events(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: LIST_REFRESH_MS,
  });
}

export function useEvent(id: Id) {
  const { api } = useFrame();
  return useQuery({ queryKey: ['event', String(id)], queryFn: ({ signal }) => api.event(id, signal), refetchInterval: EVENT_REFRESH_MS });
}

export function useSettings() {
  const { api } = useFrame();
  return useQuery({ queryKey: ['settings'], queryFn: ({ signal }) => api.settings(signal), staleTime: 5 * 60_000 });
}

export const ME_KEY = ['me'] as const;

export function useMe() {
  const { api, token } = useFrame();
  return useQuery({ queryKey: ME_KEY, queryFn: ({ signal }) => api.me(signal), enabled: token !== null, refetchInterval: 30_000 });
}

export const BETS_KEY = ['bets'] as const;
const BETS_PAGE = 20;

export function useBets(status: 'open' | 'settled') {
  const { api, token } = useFrame();
  return useInfiniteQuery({
    queryKey: [...BETS_KEY, status],
    queryFn: ({ pageParam, signal }) => api.bets(status, pageParam, BETS_PAGE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((sum, page) => sum + page.items.length, 0);
      return read < last.total && last.items.length > 0 ? read : undefined;
    },
    enabled: token !== null,
  });
}
