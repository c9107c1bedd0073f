import { useMutation } from '@tanstack/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { apiClient, unwrap } from '@/lib/api/client';

/** Spec §3 phone verification steps of `customer/updatephone`: 1 sends a code, 2 checks it. */
export const PHONE_STEP = { sendCode: 1, verify: 2 } as const;

/** Step 1: sends a 6-digit code by SMS to `phone` (the player's number, or a new one to verify). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: ({ phone }: { phone: string }) =>
      unwrap(apiClient.POST('/api/customer/updatephone', { body: { step: PHONE_STEP.sendCode, phone, code: '' } })),
  });
}

/**
 * Step 2: checks the code; on success the number is the player's and verified. Spec §8: the
 * server's message is shown as a success toast.
 */
export function useVerifyPhoneCode() {
  const updateSession = useAuthStore((state) => state.updateSession);
  return useMutation({
    mutationFn: ({ phone, code }: { phone: string; code: string }) =>
      unwrap(apiClient.POST('/api/customer/updatephone', { body: { step: PHONE_STEP.verify, phone, code } }), {
        successToast: true,
      }),
    onSuccess: (_data, { phone }) => updateSession({ phone, smsVerified: true }),
  });
}
