import { useMutation } from '@tanstack/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { apiClient, unwrap } from '@/lib/api/client';
import { forgetSentCode, readSentCode, rememberSentCode, type SentCode } from '@/lib/sent-code';

/** Product §3 phone verification steps of `customer/updatephone`: 1 sends a code, 2 checks it. */
export const PHONE_STEP = { sendCode: 1, verify: 2 } as const;

/** The logged-in player a phone code is kept for: a reload resumes it only for them. */
const player = () => useAuthStore.getState().session?.username ?? null;

/**
 * The last code sent to this player's phone while it is still valid and its number not verified since (a reload
 * resumes at its entry).
 */
export function readSentPhoneCode(): SentCode | null {
  const session = useAuthStore.getState().session;
  const sent = session ? readSentCode('phone', session.username) : null;
  return sent && !(session?.smsVerified && sent.to === session.phone) ? sent : null;
}

/**
 * Step 1: sends a 6-digit code by SMS to `phone` (the player's number, or a new one to verify) and resolves with
 * when it went. A failure is left to the caller (`errorToast: false`): the phone form shows it under the field.
 */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: async ({ phone }: { phone: string }): Promise<SentCode> => {
      await unwrap(apiClient.POST('/api/customer/updatephone', { body: { step: PHONE_STEP.sendCode, phone, code: '' } }), {
        errorToast: false,
      });
      return rememberSentCode('phone', phone, player());
    },
  });
}

/**
 * Step 2: checks the code; on success the number is the player's and verified. Product §8: the
 * server's message is shown as a success toast; a failure is left to the code form.
 */
export function useVerifyPhoneCode() {
  const updateSession = useAuthStore((state) => state.updateSession);
  return useMutation({
    mutationFn: ({ phone, code }: { phone: string; code: string }) =>
      unwrap(apiClient.POST('/api/customer/updatephone', { body: { step: PHONE_STEP.verify, phone, code } }), {
        successToast: true,
        errorToast: false,
      }),
    onSuccess: (_data, { phone }) => {
      forgetSentCode('phone');
      updateSession({ phone, smsVerified: true });
    },
  });
}
