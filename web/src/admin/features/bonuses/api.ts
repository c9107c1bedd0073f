import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

/** Who claimed a bonus: its grants with the player each went to, newest first (admin). */
export const bonusGrantsQuery = (bonusId: number, skip: number, take: number) =>
  queryOptions({
    queryKey: ['admin', 'bonus', bonusId, 'grants', { skip, take }],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/admin/bonuses/{id}/grants', { params: { path: { id: bonusId }, query: { skip: String(skip), take: String(take) } }, signal })),
    placeholderData: keepPreviousData,
  });
