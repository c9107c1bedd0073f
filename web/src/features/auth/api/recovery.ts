import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { ResetCodeBody, ResetPasswordBody, ResetRequestBody } from '@/lib/api/types';
import { forgetSentCode, readSentCode, rememberSentCode, type SentCode } from '@/lib/sent-code';

/*
 * The recovery's calls (product §2). Their failures are the steps' forms' to show (`errorToast: false`): a field's
 * message under it, anything else as a toast.
 */

/** The reset code last e-mailed in this tab while it is still valid: recovery opened again resumes at its entry. */
export function readSentResetCode(): SentCode | null {
  return readSentCode('recovery');
}

/** Recovery step 1: `auth/sendresetpassword` e-mails a reset code to the player; resolves with when it went. */
export function useSendResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetRequestBody): Promise<SentCode> => {
      await unwrap(apiClient.POST('/api/auth/sendresetpassword', { body }), { errorToast: false });
      return rememberSentCode('recovery', body.username);
    },
  });
}

/** Recovery step 2: `auth/checkresetcode` checks the code before a new password is asked for. */
export function useCheckResetCode() {
  return useMutation({
    mutationFn: (body: ResetCodeBody) =>
      unwrap(apiClient.POST('/api/auth/checkresetcode', { body }), { errorToast: false }),
  });
}

/** Recovery step 3: `auth/changepasswordwithcode` sets the new password (the code has done its job). */
export function useChangePasswordWithCode() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      unwrap(apiClient.POST('/api/auth/changepasswordwithcode', { body }), { errorToast: false }),
    onSuccess: () => forgetSentCode('recovery'),
  });
}
