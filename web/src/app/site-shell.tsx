import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ResponsibleNotice } from '@/app/responsible-notice';
import { DevOutboxBanner } from '@/components/layout/dev-outbox-banner';
import { type MenuActions, MenuActionsContext } from '@/components/layout/menu-actions';
import { type MenuBadges, MenuBadgesContext } from '@/components/layout/menu-badges';
import { SiteFrame } from '@/components/layout/site-frame';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { HeaderAccount, MobileHeaderAccount } from '@/features/auth/components/header-account';
import { usePrefetchAuthForm } from '@/features/auth/hooks/use-prefetch-auth-form';
import { useFavoriteSync } from '@/features/casino/api/favorite-list';
import { useOpenAviator } from '@/features/casino/hooks/use-open-aviator';
import { usePlayStore } from '@/features/casino/stores/play-store';
import { LiveChat } from '@/features/cms/components/live-chat';
import { TagManager } from '@/features/cms/components/tag-manager';
import { TopBanner } from '@/features/cms/components/top-banner';
import { useUnreadCount } from '@/features/notifications/hooks/use-unread-count';
import { hasSessionEnd } from '@/features/responsible/lib/session-end-notice';
import { useRealityCheckStore } from '@/features/responsible/stores/reality-check-store';
import { withNamespaces } from '@/lib/i18n';
import { afterLoadIdle } from '@/lib/idle';
import { selectIsLoggedIn, selectToken, useAuthStore } from '@/stores/auth-store';

// The bell and its panel (popover, sheet) are for players only: visitors' pages do not load them.
const NotificationCenter = lazy(() =>
  withNamespaces(['notifications'], import('@/features/notifications/components/notification-center')).then((m) => ({
    default: m.NotificationCenter,
  })),
);

// The hub connection is a player's (product §4): a visitor's pages do not load its client.
const RealtimeLink = lazy(() => import('@/app/realtime-link').then((m) => ({ default: m.RealtimeLink })));

// The play modal and the responsible-gaming dialogs show in some states only: their code loads once the page is idle,
// or at once when one of them has something to show (a game opened on a phone, a reality check, the explanation after
// a protective logout).
const PlayerOverlays = lazy(() => import('@/app/player-overlays').then((m) => ({ default: m.PlayerOverlays })));

function LazyPlayerOverlays() {
  const playing = usePlayStore((state) => state.game !== null);
  const checking = useRealityCheckStore((state) => state.check !== null);
  const [wanted, setWanted] = useState(hasSessionEnd);
  if ((playing || checking) && !wanted) setWanted(true);
  useEffect(() => afterLoadIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <PlayerOverlays />
    </Suspense>
  ) : null;
}

/**
 * The site frame with the features it shows: the development outbox's strip (only while the server says it is
 * on), the CMS top banner and live chat, the auth feature's
 * header account area and dialogs (which also keep the balance fresh), the notifications' bell and
 * panel with their unread count on the menus, the real-time link that keeps them live, and the
 * casino's part of every page: the player's favourites, the Aviator entry and the phone's play modal; the
 * responsible-gaming reality check, the explanation after a protective logout and the exclusion notice.
 */
export function SiteShell() {
  usePrefetchAuthForm();
  useFavoriteSync();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const hasToken = useAuthStore(selectToken) !== null;
  const unread = useUnreadCount() ?? 0;
  const badges = useMemo<MenuBadges>(() => ({ notification: unread }), [unread]);
  const aviator = useOpenAviator();
  const actions = useMemo<MenuActions>(() => (aviator ? { aviator } : {}), [aviator]);

  return (
    <MenuActionsContext value={actions}>
    <MenuBadgesContext value={badges}>
      <SiteFrame
        banner={
          <>
            <DevOutboxBanner />
            <TopBanner />
          </>
        }
        account={<HeaderAccount />}
        mobileAccount={<MobileHeaderAccount />}
        notifications={
          isLoggedIn ? (
            <Suspense fallback={<span aria-hidden className="hidden size-10 min-[900px]:block" />}>
              <NotificationCenter />
            </Suspense>
          ) : null
        }
        notice={<ResponsibleNotice />}
        overlays={
          <>
            {hasToken && (
              <Suspense fallback={null}>
                <RealtimeLink />
              </Suspense>
            )}
            <LiveChat />
            <TagManager />
            <AuthDialogs />
            <LazyPlayerOverlays />
          </>
        }
      />
    </MenuBadgesContext>
    </MenuActionsContext>
  );
}
