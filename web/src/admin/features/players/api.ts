import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

const id = (value: number | string) => String(value);

export const playersQuery = (search: string, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'players', { search, skip, take }],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/admin/players', { params: { query: { search, skip: String(skip), take: String(take) } }, signal })),
    placeholderData: keepPreviousData,
  });

export const playerQuery = (playerId: string) =>
  queryOptions({
    queryKey: ['admin', 'player', playerId],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/admin/players/{id}', { params: { path: { id: Number(playerId) } }, signal })),
  });

export const ledgerQuery = (playerId: string, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'player', playerId, 'ledger', { skip, take }],
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/admin/players/{id}/ledger', {
          params: { path: { id: Number(playerId) }, query: { skip: String(skip), take: String(take) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const protectionQuery = (playerId: string) =>
  queryOptions({
    queryKey: ['admin', 'player', playerId, 'protection'],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/admin/players/{id}/responsiblegaming', { params: { path: { id: Number(playerId) } }, signal })),
  });

export function usePlayer(playerId: string) {
  return useQuery(playerQuery(playerId));
}

/** Blocks (with a reason) or unblocks a player; the server's message is the toast. */
export function useBlockPlayer(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ block, reason }: { block: boolean; reason: string }) =>
      block
        ? unwrap(apiClient.POST('/api/admin/players/{id}/block', { params: { path: { id: Number(playerId) } }, body: { reason } }), {
            errorToast: false,
            successToast: true,
          })
        : unwrap(apiClient.POST('/api/admin/players/{id}/unblock', { params: { path: { id: Number(playerId) } } }), { successToast: true }),
    onSuccess: (player) => {
      queryClient.setQueryData(playerQuery(id(playerId)).queryKey, player);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'players'] });
    },
  });
}

const paged = (skip: number, take: number) => ({ skip: String(skip), take: String(take) });

/** A player's sessions, newest first (support, admin). */
export const sessionsQuery = (playerId: string, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'player', playerId, 'sessions', { skip, take }],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/admin/players/{id}/sessions', { params: { path: { id: Number(playerId) }, query: paged(skip, take) }, signal })),
    placeholderData: keepPreviousData,
  });

/** Ends one live session of a player: their tabs are logged out and told why (the API's message is the toast). */
export function useEndSession(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      unwrap(apiClient.POST('/api/admin/players/{id}/sessions/{sessionId}/end', { params: { path: { id: Number(playerId), sessionId } } }), {
        successToast: true,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'player', playerId] }),
  });
}

/** The operators' internal notes on a player, newest first. */
export const notesQuery = (playerId: string, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'player', playerId, 'notes', { skip, take }],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/admin/players/{id}/notes', { params: { path: { id: Number(playerId) }, query: paged(skip, take) }, signal })),
    placeholderData: keepPreviousData,
  });

/** Adds a note (audited); the form shows a refusal itself. */
export function useAddNote(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      unwrap(apiClient.POST('/api/admin/players/{id}/notes', { params: { path: { id: Number(playerId) } }, body: { text } }), { errorToast: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'player', playerId, 'notes'] }),
  });
}

/** A player's game rounds, newest first (finance, support, admin). */
export const roundsQuery = (playerId: string, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'player', playerId, 'rounds', { skip, take }],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/admin/players/{id}/rounds', { params: { path: { id: Number(playerId) }, query: paged(skip, take) }, signal })),
    placeholderData: keepPreviousData,
  });

/** A player's bonus grants, newest first, titles in the operator's language (finance, support, admin). */
export const playerBonusesQuery = (playerId: string, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'player', playerId, 'bonuses', { skip, take }],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/admin/players/{id}/bonuses', { params: { path: { id: Number(playerId) }, query: paged(skip, take) }, signal })),
    placeholderData: keepPreviousData,
  });

/** What was sent to a player (their own notifications and those to everyone), newest first, with whether they read each. */
export const playerNotificationsQuery = (playerId: string, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'player', playerId, 'notifications', { skip, take }],
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/admin/players/{id}/notifications', { params: { path: { id: Number(playerId) }, query: paged(skip, take) }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
