import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { ResetCodeBody, ResetPasswordBody, ResetRequestBody } from '@/lib/api/types';

/** Recovery step 1: `auth/sendresetpassword` e-mails a reset code to the player. */
export function useSendResetPassword() {
  return useMutation({
    mutationFn: (body: ResetRequestBody) => unwrap(apiClient.POST('/api/auth/sendresetpassword', { body })),
  });
}

/** Recovery step 2: `auth/checkresetcode` checks the code before a new password is asked for. */
export function useCheckResetCode() {
  return useMutation({
    mutationFn: (body: ResetCodeBody) =>
      unwrap(apiClient.POST('/api/auth/checkresetcode', { body })),
  });
}

/** Recovery step 3: `auth/changepasswordwithcode` sets the new password. */
export function useChangePasswordWithCode() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      unwrap(apiClient.POST('/api/auth/changepasswordwithcode', { body })),
  });
}
