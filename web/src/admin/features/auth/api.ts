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

export function startTotp() {
  return unwrap(apiClient.POST('/api/admin/auth/totp/setup'));
}

export function confirmTotp(code: string) {
  // Enrolling a first factor; replacing one (not offered here) would also send a current code of it.
  return unwrap(apiClient.POST('/api/admin/auth/totp/confirm', { body: { code, currentCode: null } }), { errorToast: false, successToast: true });
}
