import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { ACCOUNT_MENU, DASHBOARD_HOME } from '@/components/layout/account-menu-items';
import { cn } from '@/lib/cn';

/** The dashboard pages as a swipeable row of tabs (below 1024 px, where the side menu is hidden). */
export function DashboardTabs({ className }: { className?: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);

  // Keep the current page's tab in view.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && list.current) list.current.scrollLeft = active.offsetLeft - 16;
  }, [pathname]);

  return (
    <nav aria-label={t('nav.label')} className={cn('-mx-4 sm:-mx-6', className)}>
      <ul
        ref={list}
        className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden"
      >
        {[DASHBOARD_HOME, ...ACCOUNT_MENU].map(({ to, title, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={to === DASHBOARD_HOME.to}
              className={({ isActive }) =>
                cn(
                  'flex h-10 items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 ring-inset transition-colors duration-150',
                  isActive
                    ? 'bg-accent-soft text-fg-strong ring-accent/50'
                    : 'bg-surface-1 text-fg-muted ring-line hover:text-fg-strong',
                )
              }
            >
              <Icon aria-hidden className="size-4" />
              {tc(title)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
