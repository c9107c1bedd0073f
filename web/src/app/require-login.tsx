import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

/**
 * Guards a route (product §2): a visitor who opens it is sent home with the login dialog open, and
 * comes back here after logging in. A player whose session ends here (logout, 401) just goes home.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const show = useDialogStore((state) => state.show);
  const { pathname, search } = useLocation();
  const [arrivedLoggedIn] = useState(isLoggedIn);

  const askToLogIn = !isLoggedIn && !arrivedLoggedIn;
  useEffect(() => {
    if (askToLogIn) show('login', { afterLogin: pathname + search });
  }, [askToLogIn, show, pathname, search]);

  if (!isLoggedIn) return <Navigate to="/" replace />;
  return children;
}
