import { lazy, Suspense, useEffect, useState } from 'react';
import { useBalancePolling } from '@/features/auth/hooks/use-balance-polling';
import { afterLoadIdle } from '@/lib/idle';
import { useDialogStore } from '@/stores/dialog-store';

const loadHost = () => import('@/features/auth/components/auth-dialog-host');
const AuthDialogHost = lazy(() => loadHost().then((m) => ({ default: m.AuthDialogHost })));

/** Fetches the dialogs' code once the page is idle, so the first click opens them at once. */
function usePreloadDialogs(): void {
  useEffect(() => afterLoadIdle(() => void loadHost().catch(() => undefined)), []);
}

/**
 * Mounts the login, registration, recovery and SMS dialogs (loaded on first use, off the home
 * page's budget) and keeps the logged-in session's balance fresh (spec §4). Render it once,
 * inside the router.
 */
export function AuthDialogs() {
  const open = useDialogStore((state) => state.open);
  const [used, setUsed] = useState(false);
  if (open !== null && !used) setUsed(true);
  usePreloadDialogs();
  useBalancePolling();
  return used ? (
    <Suspense fallback={null}>
      <AuthDialogHost />
    </Suspense>
  ) : null;
}
