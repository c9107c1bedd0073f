import { LogOut } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLogout } from '@/admin/components/use-logout';
import { LanguageSwitch } from '@/admin/components/language-switch';
import { PageSkeleton } from '@/admin/components/page-skeleton';
import type { OperatorMe } from '@/admin/lib/api-types';
import { BrandIcon, navigationFor } from '@/admin/lib/navigation';
import { cn } from '@/lib/cn';

/** The back office's frame: the sidebar (brand, the navigation the role may use, the operator) and the page. */
export function Shell({ operator, children }: { operator: OperatorMe; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const doLogout = useLogout();
  const groups = navigationFor(operator.role);
  return (
    <div className="flex min-h-dvh bg-surface-0">
      <aside className="sticky top-0 flex h-dvh w-52 shrink-0 flex-col border-r border-line bg-surface-1 xl:w-60">
        <p className="flex h-14 items-center gap-2.5 px-4 text-sm font-semibold text-fg-strong">
          <span className="grid size-7 place-items-center rounded-sm bg-accent text-accent-fg">
            <BrandIcon aria-hidden className="size-4" />
          </span>
          {t('brand')}
        </p>
        <nav aria-label={t('shell.navigation')} className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
          {groups.map((group) => (
            <div key={group.label} className="mt-4 first:mt-1">
              <p className="px-2 pb-1 text-xs font-medium text-fg-muted">{t(`nav.groups.${group.label}`)}</p>
              <ul className="flex flex-col gap-px">
                {group.items.map((item) => (
                  <li key={item.path}>
                    <NavLink
                      to={`/${item.path}`}
                      className={({ isActive }) =>
                        cn(
                          'flex h-8 items-center gap-2.5 rounded-sm px-2 text-sm transition-colors duration-150',
                          isActive ? 'bg-surface-3 font-medium text-fg-strong' : 'text-fg hover:bg-surface-2 hover:text-fg-strong',
                        )
                      }
                    >
                      <item.icon aria-hidden className="size-4 shrink-0 text-fg-muted" strokeWidth={1.75} />
                      {t(`nav.${item.label}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="border-t border-line p-3">
          <div className="flex items-center gap-2.5">
            <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-surface-3 text-xs font-semibold text-fg-strong uppercase">
              {operator.username.slice(0, 2)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-fg-strong" data-testid="operator-name">
                {operator.username}
              </p>
              <p className="text-xs text-fg-muted" data-testid="operator-role">
                {t(`roles.${operator.role as 'admin'}`, { defaultValue: operator.role })}
              </p>
            </div>
            <button
              type="button"
              onClick={doLogout}
              aria-label={t('shell.logout')}
              title={t('shell.logout')}
              className="grid size-8 place-items-center rounded-sm text-fg-muted transition-colors hover:bg-surface-3 hover:text-fg-strong"
            >
              <LogOut aria-hidden className="size-4" />
            </button>
          </div>
          <LanguageSwitch className="mt-3" />
        </div>
      </aside>
      <main className="min-w-0 flex-1">
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </main>
    </div>
  );
}
