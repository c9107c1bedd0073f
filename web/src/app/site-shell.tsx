import { lazy, Suspense, useMemo } from 'react';
import { CasinoPlayOverlay } from '@/app/casino-play-overlay';
import { useRealtimeLink } from '@/app/realtime-link';
import { ResponsibleNotice, ResponsibleOverlays } from '@/app/responsible-overlays';
import { DevOutboxBanner } from '@/components/layout/dev-outbox-banner';
import { type MenuActions, MenuActionsContext } from '@/components/layout/menu-actions';
import { type MenuBadges, MenuBadgesContext } from '@/components/layout/menu-badges';
import { SiteFrame } from '@/components/layout/site-frame';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { HeaderAccount, MobileHeaderAccount } from '@/features/auth/components/header-account';
import { usePrefetchAuthForm } from '@/features/auth/hooks/use-prefetch-auth-form';
import { useFavoriteSync } from '@/features/casino/api/favorite-list';
import { useOpenAviator } from '@/features/casino/hooks/use-open-aviator';
import { LiveChat } from '@/features/cms/components/live-chat';
import { TagManager } from '@/features/cms/components/tag-manager';
import { TopBanner } from '@/features/cms/components/top-banner';
import { useUnreadCount } from '@/features/notifications/hooks/use-unread-count';
import { withNamespaces } from '@/lib/i18n';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';

// The bell and its panel (popover, sheet) are for players only: visitors' pages do not load them.
const NotificationCenter = lazy(() =>
  withNamespaces(['notifications'], import('@/features/notifications/components/notification-center')).then((m) => ({
    default: m.NotificationCenter,
  })),
);

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
  useRealtimeLink();
  useFavoriteSync();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
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
            <LiveChat />
            <TagManager />
            <AuthDialogs />
            <CasinoPlayOverlay />
            <ResponsibleOverlays />
          </>
        }
      />
    </MenuBadgesContext>
    </MenuActionsContext>
  );
}
