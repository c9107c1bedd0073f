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
