import { BadgePercent, ChevronDown, Gift, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ACCOUNT_MENU } from '@/components/layout/account-menu-items';
import { BalanceMenu, CompactBalance } from '@/features/auth/components/balance-menu';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useAuthStore } from '@/stores/auth-store';
import { cn } from '@/lib/cn';

/** Product §9: the profile dropdown is 230 px wide. */
const PROFILE_MENU_WIDTH = 'w-[230px]';
/** Product §4: opening the profile dropdown toggles the body's scroll-lock class. */
export const SCROLL_LOCK_CLASS = 'overflow-hidden';

/** The balance beside the mobile header's user icon. */
export function MobileBalance() {
  return <CompactBalance />;
}

/** The logged-in desktop header cluster (product §2 logged-in header). */
export function HeaderAccountUser({ className }: { className?: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const session = useAuthStore((state) => state.session);
  const { logout } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    document.body.classList.toggle(SCROLL_LOCK_CLASS, menuOpen);
    return () => document.body.classList.remove(SCROLL_LOCK_CLASS);
  }, [menuOpen]);

  if (!session) return null;
  const iconLink =
    'grid size-10 shrink-0 place-items-center rounded-sm bg-surface-2 text-fg ring-1 ring-line ring-inset transition-colors hover:bg-surface-3 hover:text-fg-strong';

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <BalanceMenu />
      <Button asChild>
        <Link to="/dashboard/deposit">{t('header.deposit')}</Link>
      </Button>
      <Link to="/dashboard/claim-bonus" aria-label={tc('account.claimBonus')} title={tc('account.claimBonus')} className={iconLink}>
        <Gift aria-hidden className="size-4.5 text-accent" />
      </Link>
      <Link to="/promotions" aria-label={t('header.promotions')} title={t('header.promotions')} className={iconLink}>
        <BadgePercent aria-hidden className="size-4.5" />
      </Link>
      <div className="flex items-center rounded-sm bg-surface-2 ring-1 ring-line ring-inset">
        <Link
          to="/dashboard"
          aria-label={t('header.profile', { username: session.username, code: session.usercode })}
          className="flex h-10 items-center gap-2.5 rounded-l-sm pr-2 pl-1.5 transition-colors hover:bg-surface-3"
        >
          <UserAvatar username={session.username} className="size-7 text-xs" />
          <span className="flex flex-col text-left leading-tight">
            <span className="max-w-32 truncate text-sm font-semibold text-fg-strong">{session.username}</span>
            <span className="text-[11px] text-fg-muted tabular-nums">{session.usercode}</span>
          </span>
        </Link>
        <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
          <DropdownMenuTrigger
            aria-label={t('header.openMenu')}
            className="grid h-10 w-8 place-items-center rounded-r-sm border-l border-line text-fg-muted transition-colors hover:bg-surface-3 hover:text-fg-strong data-[state=open]:bg-surface-3 data-[state=open]:text-fg-strong"
          >
            <ChevronDown aria-hidden className={cn('size-4 transition-transform duration-150', menuOpen && 'rotate-180')} />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className={cn(PROFILE_MENU_WIDTH, 'min-w-0')}>
            {ACCOUNT_MENU.map(({ to, title, icon: Icon }) => (
              <DropdownMenuItem key={to} onSelect={() => void navigate(to)}>
                <Icon aria-hidden className="size-4 text-fg-muted" />
                {tc(title)}
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={logout} className="text-fg-muted">
              <LogOut aria-hidden className="size-4" />
              {t('menu.logout')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
}
