import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';

/** `GET auth/form`: the sign-up form's countries, named in the request's language. */
export function authFormQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['auth', 'form', language],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/auth/form', { signal }), { errorToast: false }),
    staleTime: Infinity,
  });
}

export function useAuthForm() {
  return useQuery(authFormQueryOptions(useLanguage()));
}
