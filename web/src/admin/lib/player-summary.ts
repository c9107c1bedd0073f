import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

/** A player's money at a glance: lifetime payments, the last 30 days, big wins, the active bonus, protection flags. */
export const playerSummaryQuery = (playerId: string) =>
  queryOptions({
    queryKey: ['admin', 'player', playerId, 'summary'],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/admin/players/{id}/summary', { params: { path: { id: Number(playerId) } }, signal })),
  });
