import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

/** `GET customer/profile`: what the account page shows. */
export const profileQueryOptions = queryOptions({
  queryKey: ['customer', 'profile'],
  queryFn: async ({ signal }) => {
    return unwrap(apiClient.GET('/api/customer/profile', { signal }), { errorToast: false });
  },
});

/** The profile; `enabled: false` for a visitor (it is the player's). */
export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions, enabled });
}
