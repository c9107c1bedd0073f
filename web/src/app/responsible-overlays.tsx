import { Suspense, lazy, useState } from 'react';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { hasSessionEnd } from '@/features/responsible/lib/session-end-notice';
import { useRealityCheckStore } from '@/features/responsible/stores/reality-check-store';
import { withNamespaces } from '@/lib/i18n';

// Each loads when it has something to show, not with the page (the dialog library stays out of the first load).
const RealityCheckDialog = lazy(() =>
  withNamespaces(['responsible'], import('@/features/responsible/components/reality-check-dialog')).then((m) => ({
    default: m.RealityCheckDialog,
  })),
);
const SessionEndDialog = lazy(() =>
  withNamespaces(['responsible'], import('@/features/responsible/components/session-end-dialog')).then((m) => ({
    default: m.SessionEndDialog,
  })),
);

/**
 * The responsible-gaming dialogs every page can show: the reality check the hub sends (its Log out is the
 * auth feature's) and, after a logout the player's own protection caused, why it happened.
 */
export function ResponsibleOverlays() {
  const check = useRealityCheckStore((state) => state.check !== null);
  const { logout } = useLogout();
  const [ended] = useState(hasSessionEnd);
  return (
    <Suspense fallback={null}>
      {check && <RealityCheckDialog onLogout={logout} />}
      {ended && <SessionEndDialog />}
    </Suspense>
  );
}
