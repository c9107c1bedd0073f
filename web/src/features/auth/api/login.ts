import { useMutation } from '@tanstack/react-query';
import type { Session } from '@/lib/api/types';
import { useAuthStore } from '@/stores/auth-store';
import { apiClient, unwrap } from '@/lib/api/client';
import type { LoginBody } from '@/lib/api/types';

/**
 * `POST auth/login`: the session data and the server's greeting (product §4 shows it as a success message). A failure
 * is the login form's to show.
 */
export async function login(body: LoginBody): Promise<{ session: Session; message: string | null }> {
  let message: string | null = null;
  const call = apiClient.POST('/api/auth/login', { body }).then((result) => {
    message = result.data?.message ?? null;
    return result;
  });
  const session = await unwrap(call, { errorToast: false });
  return { session, message };
}

/** Logs in and stores the session; the caller shows the greeting and closes the dialogs. */
export function useLogin() {
  const signIn = useAuthStore((state) => state.signIn);
  return useMutation({
    mutationFn: login,
    onSuccess: ({ session }) => signIn(session),
  });
}
