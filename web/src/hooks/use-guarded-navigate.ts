import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

/**
 * Product §2/§6 route guards for links and buttons: a logged-in player goes to `to`; a visitor stays
 * where they are and gets the login dialog, and lands on `to` once logged in.
 *
 *     const go = useGuardedNavigate();
 *     <button onClick={() => go('/dashboard/deposit')}>
 */
export function useGuardedNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const show = useDialogStore((state) => state.show);
  return useCallback(
    (to: string) => {
      if (isLoggedIn) void navigate(to);
      else show('login', { afterLogin: to });
    },
    [isLoggedIn, navigate, show],
  );
}
