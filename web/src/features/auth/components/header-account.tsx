import { CircleUserRound, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMenuBadge } from '@/components/layout/menu-badges';
import { Skeleton } from '@/components/ui/skeleton';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';
import { cn } from '@/lib/cn';
import { useActionStore } from '@/stores/action-store';
import { useDialogStore } from '@/stores/dialog-store';

// The logged-in parts (menus, panel) load on their own: a visitor's home page does not pay for them.
const HeaderAccountUser = lazy(() =>
  import('@/features/auth/components/header-account-user').then((m) => ({ default: m.HeaderAccountUser })),
);
const MobileBalance = lazy(() =>
  import('@/features/auth/components/header-account-user').then((m) => ({ default: m.MobileBalance })),
);
const MobileProfilePanel = lazy(() =>
  import('@/features/auth/components/mobile-profile-panel').then((m) => ({ default: m.MobileProfilePanel })),
);

/**
 * The account side of the desktop header (product §2): Login and Sign Up for a visitor; for a player
 * the profile button, balance, Deposit, claim-bonus, promotions and the profile dropdown.
 */
export function HeaderAccount({ className }: { className?: string }) {
  const { t } = useTranslation('auth');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const show = useDialogStore((state) => state.show);

  if (isLoggedIn) {
    return (
      <Suspense
        fallback={
          <div className={cn('flex items-center gap-2', className)}>
            <Skeleton className="h-10 w-28" />
            <Skeleton className="h-10 w-24" />
            <Skeleton className="h-10 w-40" />
          </div>
        }
      >
        <HeaderAccountUser className={className} />
      </Suspense>
    );
  }
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button variant="outline" onClick={() => show('login')}>
        {t('header.login')}
      </Button>
      <Button onClick={() => show('register')}>{t('header.signUp')}</Button>
    </div>
  );
}

/**
 * The mobile header's user icon (product §2): toggles the login form for a visitor and the mobile
 * profile panel (the action store's mobile profile sidebar flag) for a player, with a pulse dot
 * while notifications are unread.
 */
export function MobileHeaderAccount({ className }: { className?: string }) {
  const { t } = useTranslation('auth');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const dialog = useDialogStore((state) => state.open);
  const show = useDialogStore((state) => state.show);
  const close = useDialogStore((state) => state.close);
  const panelOpen = useActionStore((state) => state.mobileProfileSidebarOpen);
  const setPanelOpen = useActionStore((state) => state.setMobileProfileSidebarOpen);
  const unread = useMenuBadge('notification');

  const iconButton =
    'grid size-10 shrink-0 place-items-center rounded-full bg-surface-2 text-fg-strong ring-1 ring-line ring-inset transition-colors hover:bg-surface-3';

  if (!isLoggedIn) {
    const loginOpen = dialog === 'login';
    return (
      <button
        type="button"
        aria-label={t('header.loginOrSignUp')}
        aria-expanded={loginOpen}
        onClick={() => (loginOpen ? close() : show('login'))}
        className={cn(iconButton, className)}
      >
        <UserRound aria-hidden className="size-5" />
      </button>
    );
  }
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Suspense fallback={<Skeleton className="h-8 w-20" />}>
        <MobileBalance />
      </Suspense>
      <button
        type="button"
        aria-label={unread > 0 ? t('header.accountUnread') : t('header.account')}
        aria-expanded={panelOpen}
        onClick={() => setPanelOpen(!panelOpen)}
        className={cn(iconButton, 'relative', panelOpen && 'bg-surface-3 ring-accent')}
      >
        <CircleUserRound aria-hidden className="size-5" />
        {unread > 0 && (
          <span aria-hidden data-testid="unread-pulse" className="absolute top-0.5 right-0.5 grid size-2.5 place-items-center">
            <span className="absolute inset-0 rounded-full bg-accent opacity-75 motion-safe:animate-ping" />
            <span className="relative size-2.5 rounded-full bg-accent ring-2 ring-surface-1" />
          </span>
        )}
      </button>
      {panelOpen && (
        <Suspense fallback={null}>
          <MobileProfilePanel />
        </Suspense>
      )}
    </div>
  );
}
