import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@/lib/api/types';
import { useAuthStore } from '@/stores/auth-store';
import { apiClient, unwrap } from '@/lib/api/client';

/** Product §3: the currency every player has (₺). */
export const DEFAULT_CURRENCY_ID = 1;

/** `POST auth/register`: creates the player and logs them in (the answer is the session data); a failure is the form's to show. */
export async function register(body: RegisterBody) {
  // Product §8: a successful registration shows the server's message as a success toast.
  const session = await unwrap(apiClient.POST('/api/auth/register', { body }), { successToast: true, errorToast: false });
  return session;
}

export function useRegister() {
  const signIn = useAuthStore((state) => state.signIn);
  return useMutation({ mutationFn: register, onSuccess: (session) => signIn(session) });
}
