import { Gift, Headset, Spade, Trophy, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { useGuardedNavigate } from '@/hooks/use-guarded-navigate';
import { cn } from '@/lib/cn';
import { SUPPORT_PATH, useOpenSupport } from '@/hooks/use-open-support';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';

const DEPOSIT_ROUTE = '/dashboard/deposit';

const itemClass = (active: boolean) =>
  cn(
    'relative flex h-full w-full flex-col items-center justify-center gap-1 text-[0.6875rem] leading-none font-medium transition-colors duration-150',
    active ? 'text-accent' : 'text-fg-muted hover:text-fg-strong',
  );

function ItemBody({ icon: Icon, label, highlight = false }: { icon: LucideIcon; label: ReactNode; highlight?: boolean }) {
  return (
    <>
      {highlight ? (
        <span className="-mt-1 grid size-8 place-items-center rounded-full bg-accent text-accent-fg shadow-[0_6px_18px_-6px_var(--color-accent)]">
          <Icon aria-hidden className="size-[1.15rem]" strokeWidth={2.25} />
        </span>
      ) : (
        <Icon aria-hidden className="size-5" strokeWidth={1.9} />
      )}
      <span>{label}</span>
    </>
  );
}

/**
 * Product §2 mobile bottom bar (below 900 px): Deposit, Spor, Support, L.Casino, Promotions.
 * Deposit is guarded (visitors get the login dialog and land on the deposit page once logged in);
 * Support opens the live chat when it is configured, else the support link, else our support page.
 */
export function BottomBar() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const guardedNavigate = useGuardedNavigate();
  const support = useOpenSupport();

  const routeItem = (to: string, icon: LucideIcon, label: string) => {
    const active = pathname === to || pathname.startsWith(`${to}/`);
    return (
      <li className="flex-1">
        <AppLink to={to} className={itemClass(active)} aria-current={active ? 'page' : undefined}>
          <ItemBody icon={icon} label={label} />
        </AppLink>
      </li>
    );
  };

  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 bg-surface-1/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_0_0_var(--color-line),0_-12px_32px_-16px_rgb(0_0_0/0.7)] backdrop-blur-md min-[900px]:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-xl items-stretch">
        <li className="flex-1">
          {isLoggedIn ? (
            <AppLink to={DEPOSIT_ROUTE} className={itemClass(pathname === DEPOSIT_ROUTE)}>
              <ItemBody icon={Wallet} label={t('bottomBar.deposit')} highlight />
            </AppLink>
          ) : (
            <button
              type="button"
              className={itemClass(false)}
              onClick={() => {
                guardedNavigate(DEPOSIT_ROUTE);
              }}
            >
              <ItemBody icon={Wallet} label={t('bottomBar.deposit')} highlight />
            </button>
          )}
        </li>
        {routeItem('/spor', Trophy, t('bottomBar.sports'))}
        <li className="flex-1">
          <button type="button" className={itemClass(pathname === SUPPORT_PATH)} onClick={support}>
            <ItemBody icon={Headset} label={t('bottomBar.support')} />
          </button>
        </li>
        {routeItem('/casino/live', Spade, t('bottomBar.liveCasino'))}
        {routeItem('/promotions', Gift, t('bottomBar.promotions'))}
      </ul>
    </nav>
  );
}
