import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';

/** Recovery step 1: `auth/sendresetpassword` e-mails a reset code to the player. */
export function useSendResetPassword() {
  return useMutation({
    mutationFn: (body: { username: string }) => unwrap(apiClient.POST('/api/auth/sendresetpassword', { body })),
  });
}

/** Recovery step 2: `auth/checkresetcode` checks the code before a new password is asked for. */
export function useCheckResetCode() {
  return useMutation({
    mutationFn: (body: { username: string; code: string }) =>
      unwrap(apiClient.POST('/api/auth/checkresetcode', { body })),
  });
}

/** Recovery step 3: `auth/changepasswordwithcode` sets the new password. */
export function useChangePasswordWithCode() {
  return useMutation({
    mutationFn: (body: { username: string; code: string; password: string; password2: string }) =>
      unwrap(apiClient.POST('/api/auth/changepasswordwithcode', { body })),
  });
}
