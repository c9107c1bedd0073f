import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminSession } from '@/admin/lib/session';
import { apiClient, unwrap } from '@/lib/api/client';

export interface LoginInput {
  username: string;
  password: string;
  /** The authenticator's six digits, on the second step. */
  code?: string;
}

/** `POST /api/admin/auth/login`: the token, or an ApiError the form reads (`admin.totp_required`, …). */
export function login(input: LoginInput) {
  return unwrap(apiClient.POST('/api/admin/auth/login', { body: { ...input, code: input.code ?? '' } }), { errorToast: false });
}

export function logout() {
  return unwrap(apiClient.POST('/api/admin/auth/logout'), { errorToast: false });
}

export const meQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['admin', 'me', token],
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/admin/auth/me', { signal })),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** The operator behind the session (role, second factor). */
export function useMe() {
  const token = useAdminSession((state) => state.token);
  return useQuery(meQuery(token));
}

export function startTotp() {
  return unwrap(apiClient.POST('/api/admin/auth/totp/setup'));
}

export function confirmTotp(code: string) {
  // Enrolling a first factor; replacing one (not offered here) would also send a current code of it.
  return unwrap(apiClient.POST('/api/admin/auth/totp/confirm', { body: { code, currentCode: null } }), { errorToast: false, successToast: true });
}
