import { lazy, Suspense, useEffect, useState } from 'react';
import { useBalancePolling } from '@/features/auth/hooks/use-balance-polling';
import { ensureFingerprint } from '@/lib/fingerprint';
import { afterLoadIdle } from '@/lib/idle';
import { useDialogStore } from '@/stores/dialog-store';

const loadHost = () => import('@/features/auth/components/auth-dialog-host');
const AuthDialogHost = lazy(() => loadHost().then((m) => ({ default: m.AuthDialogHost })));

/** Fetches the dialogs' code once the page is idle, so the first click opens them at once. */
function usePreloadDialogs(): void {
  useEffect(() => afterLoadIdle(() => void loadHost().catch(() => undefined)), []);
}

/**
 * A first visit's fingerprint is computed once an account dialog is open and the page is idle again: what the
 * dialogs send (login, registration, recovery, codes) needs it, and a visitor who only browses never pays for it
 * (docs/decisions.md, "The fingerprint off the critical path"). A call that needs it sooner computes it itself.
 */
function useFingerprintWhenDialogOpens(open: boolean): void {
  useEffect(() => (open ? afterLoadIdle(() => void ensureFingerprint()) : undefined), [open]);
}

/**
 * Mounts the login, registration, recovery and SMS dialogs (loaded on first use, off the home
 * page's budget) and keeps the logged-in session's balance fresh (product §4). Render it once,
 * inside the router.
 */
export function AuthDialogs() {
  const open = useDialogStore((state) => state.open);
  const [used, setUsed] = useState(false);
  if (open !== null && !used) setUsed(true);
  usePreloadDialogs();
  useFingerprintWhenDialogOpens(open !== null);
  useBalancePolling();
  return used ? (
    <Suspense fallback={null}>
      <AuthDialogHost />
    </Suspense>
  ) : null;
}
