import { Check, Copy, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  ACCOUNT_MENU_ENTRIES,
  DASHBOARD_HOME,
  type AccountMenuAction,
  type AccountMenuItem,
} from '@/components/layout/account-menu-items';
import { useMenuBadge } from '@/components/layout/menu-badges';
import { useBalance } from '@/features/auth/api/balance';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useAuthStore } from '@/stores/auth-store';
import { cn } from '@/lib/cn';
import { formatBadgeCount, formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useActionStore } from '@/stores/action-store';

const ENTRY =
  'flex h-11 items-center gap-3 rounded-sm px-3 text-sm font-medium transition-colors duration-150 ease-out';

/**
 * Product §2 dashboard menu: balance, username, user code, the deposit/withdraw toggle, the account
 * items and logout. The dashboard's side column and the mobile profile panel both show it.
 */
export function AccountMenu({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const { logout, pending } = useLogout();

  const link = ({ to, title, icon: Icon }: AccountMenuItem, end = false) => (
    <li key={to}>
      <NavLink
        to={to}
        end={end}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            ENTRY,
            isActive ? 'bg-surface-3 text-fg-strong' : 'text-fg-muted hover:bg-surface-2 hover:text-fg-strong',
          )
        }
      >
        {({ isActive }) => (
          <>
            <Icon aria-hidden className={cn('size-4.5 shrink-0', isActive && 'text-accent')} strokeWidth={2} />
            {tc(title)}
          </>
        )}
      </NavLink>
    </li>
  );

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <AccountSummary />
      <MoneyToggle onNavigate={onNavigate} />
      <nav aria-label={t('menu.label')}>
        <ul className="flex flex-col gap-0.5">
          {link(DASHBOARD_HOME, true)}
          {ACCOUNT_MENU_ENTRIES.map((item) =>
            'store' in item ? <ActionEntry key={item.store} item={item} /> : link(item),
          )}
        </ul>
      </nav>
      <Button variant="ghost" className="justify-start px-3 text-fg-muted" onClick={logout} loading={pending}>
        {!pending && <LogOut aria-hidden className="size-4.5" />}
        {t('menu.logout')}
      </Button>
    </div>
  );
}

/** An entry that opens something (Notifications opens the panel), with its badge when it has a count. */
function ActionEntry({ item: { store, title, icon: Icon } }: { item: AccountMenuAction }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const count = useMenuBadge(store);
  const open = useActionStore((state) => state.setNotificationPanelOpen);
  return (
    <li>
      <button
        type="button"
        onClick={() => open(true)}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `${tc(title)}, ${t('menu.unread', { unread: count })}` : undefined}
        className={cn(ENTRY, 'w-full text-left text-fg-muted hover:bg-surface-2 hover:text-fg-strong')}
      >
        <Icon aria-hidden className="size-4.5 shrink-0" strokeWidth={2} />
        <span className="flex-1">{tc(title)}</span>
        {count > 0 && (
          <span
            aria-hidden
            className="grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1.5 text-[11px] font-bold text-accent-fg tabular-nums"
          >
            {formatBadgeCount(count)}
          </span>
        )}
      </button>
    </li>
  );
}

/** Who is logged in and what they have: avatar, username, user code (copyable), balance and bonus. */
export function AccountSummary() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const session = useAuthStore((state) => state.session);
  const bonus = useBalance()?.bonus;
  const [copied, setCopied] = useState(false);
  if (!session) return null;

  const copy = () => {
    void navigator.clipboard.writeText(session.usercode).then(() => {
      setCopied(true);
      notify.success(t('menu.codeCopied'));
      window.setTimeout(() => setCopied(false), 2000);
    });
  };

  return (
    <section className="rounded-md bg-surface-2 p-4 shadow-card">
      <div className="flex items-center gap-3">
        <UserAvatar username={session.username} className="size-11 text-base" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-fg-strong">{session.username}</p>
          <p className="flex items-center gap-1 text-xs text-fg-muted">
            <span>{t('menu.userCode')}</span>
            <span className="font-semibold text-fg tabular-nums">{session.usercode}</span>
            <button
              type="button"
              onClick={copy}
              aria-label={t('menu.copyCode')}
              className="grid size-6 place-items-center rounded-sm text-fg-muted transition-colors hover:bg-surface-3 hover:text-fg-strong"
            >
              {copied ? <Check aria-hidden className="size-3.5 text-money" /> : <Copy aria-hidden className="size-3.5" />}
            </button>
          </p>
        </div>
      </div>
      <dl className="mt-4 flex items-end justify-between gap-3 border-t border-line pt-3">
        <div className="min-w-0">
          <dt className="text-xs text-fg-muted">{t('menu.balance')}</dt>
          <dd className="mt-0.5 truncate text-xl font-semibold text-money tabular-nums">{formatMoney(session.balance, language)}</dd>
        </div>
        <div className="min-w-0 text-right">
          <dt className="text-xs text-fg-muted">{t('menu.bonus')}</dt>
          <dd className="mt-0.5 truncate font-semibold text-accent tabular-nums">
            {bonus === undefined ? '—' : formatMoney(bonus, language)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The deposit/withdraw toggle: two halves leading to the two wallet pages. */
function MoneyToggle({ onNavigate }: { onNavigate: (() => void) | undefined }) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const withdrawing = pathname.startsWith('/dashboard/withdraw');
  const half = (active: boolean) =>
    cn(
      'flex h-10 flex-1 items-center justify-center rounded-sm text-sm font-semibold transition-colors duration-150 ease-out',
      active ? 'bg-accent text-accent-fg shadow-[0_6px_20px_-10px_var(--color-accent)]' : 'text-fg-muted hover:text-fg-strong',
    );
  return (
    <nav aria-label={t('menu.moneyActions')} className="flex gap-1 rounded-md bg-surface-0 p-1 ring-1 ring-line ring-inset">
      <NavLink to="/dashboard/deposit" onClick={onNavigate} className={half(!withdrawing)}>
        {t('menu.deposit')}
      </NavLink>
      <NavLink to="/dashboard/withdraw" onClick={onNavigate} className={half(withdrawing)}>
        {t('menu.withdraw')}
      </NavLink>
    </nav>
  );
}
