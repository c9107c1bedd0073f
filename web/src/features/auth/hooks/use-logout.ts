import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout';

/** Product §4 logout as an action for buttons: `pending` while the server is told. */
export function useLogout(): { logout: () => void; pending: boolean } {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(() => {
    setPending(true);
    void logout().then(() => navigate('/'));
  }, [navigate]);
  return { logout: run, pending };
}
