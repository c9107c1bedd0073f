import { Suspense, lazy } from 'react';
import { withNamespaces } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';

// Loads when the player is on a time-out or self-excluded, not with the page.
const ExclusionNotice = lazy(() =>
  withNamespaces(['responsible'], import('@/features/responsible/components/exclusion-notice')).then((m) => ({
    default: m.ExclusionNotice,
  })),
);

/** Under the header while the player is on a time-out or self-excluded. */
export function ResponsibleNotice() {
  const excluded = useAuthStore((state) => Boolean(state.session?.exclusion));
  if (!excluded) return null;
  return (
    <Suspense fallback={null}>
      <ExclusionNotice />
    </Suspense>
  );
}
