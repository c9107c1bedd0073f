import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

/** `GET customer/profile`: what the account page shows. */
export const profileQueryOptions = queryOptions({
  queryKey: ['customer', 'profile'],
  queryFn: async ({ signal }) => {
    const profile = await unwrap(apiClient.GET('/api/customer/profile', { signal }), { errorToast: false });
    if (!profile) throw new Error('customer/profile answered without data');
    return profile;
  },
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
