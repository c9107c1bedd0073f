import { useQueryClient } from '@tanstack/react-query';
import { logout } from '@/admin/lib/operator';
import { useAdminSession } from '@/admin/lib/session';

/** Logs out on the server (best effort: a session already gone is gone) and here. */
export function useLogout() {
  const signOut = useAdminSession((state) => state.signOut);
  const queryClient = useQueryClient();
  return () => {
    void logout()
      .catch(() => undefined)
      .finally(() => {
        signOut(null);
        queryClient.clear();
      });
  };
}
