import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultRequest } from '@/admin/lib/api-types';
import { apiClient, unwrap } from '@/lib/api/client';

/** The events list's filters as the address keeps them. */
export interface EventFilters {
  q: string;
  sport: string;
  status: string;
}

const given = (value: string) => (value.trim() ? value.trim() : undefined);

export const eventsQuery = (filters: EventFilters, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'sportsbook', 'events', filters, { skip, take }],
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/admin/sportsbook/events', {
          params: { query: { q: given(filters.q), sport: given(filters.sport), status: given(filters.status), skip: String(skip), take: String(take) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'sportsbook', 'event', id],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/admin/sportsbook/events/{id}', { params: { path: { id } }, signal })),
  });

/** The slips list's filters as the address keeps them. */
export interface SlipFilters {
  id: string;
  player: string;
  status: string;
}

export const slipsQuery = (filters: SlipFilters, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'sportsbook', 'slips', filters, { skip, take }],
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/admin/sportsbook/slips', {
          params: { query: { id: given(filters.id), player: given(filters.player), status: given(filters.status), skip: String(skip), take: String(take) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

function useReload() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['admin', 'sportsbook'] });
}

/** Enters an event's result (the sportsbook settles its slips on its next tick). */
export function useEnterResult(id: number) {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: ResultRequest) =>
      unwrap(apiClient.POST('/api/admin/sportsbook/events/{id}/result', { params: { path: { id } }, body }), { errorToast: false, successToast: true }),
    onSettled: reload,
  });
}

/** Cancels an event with a reason (its selections settle void). */
export function useCancelEvent(id: number) {
  const reload = useReload();
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(apiClient.POST('/api/admin/sportsbook/events/{id}/cancel', { params: { path: { id } }, body: { reason } }), {
        errorToast: false,
        successToast: true,
      }),
    onSettled: reload,
  });
}

/** Asks to void an open slip with a reason (the stake goes back). */
export function useVoidSlip() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      unwrap(apiClient.POST('/api/admin/sportsbook/slips/{id}/void', { params: { path: { id } }, body: { reason } }), {
        errorToast: false,
        successToast: true,
      }),
    onSettled: reload,
  });
}
