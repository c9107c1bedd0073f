import { useTranslation } from 'react-i18next';
import { MAIN_NAV } from '@/components/layout/nav-items';
import { NavLinkItem } from '@/components/layout/nav-link-item';
import { useNavState } from '@/components/layout/use-nav-state';
import { SecondaryNav } from '@/components/layout/secondary-nav';
import { cn } from '@/lib/cn';

/**
 * The main menu (product §2) with the secondary menu after it: a bar under the header on wider
 * screens, a swipeable strip on phones.
 */
export function MainNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const nav = useNavState();
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <nav aria-label={t('nav.label')} className="min-w-0 flex-1">
        <ul className="flex items-center gap-0.5 overflow-x-auto [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] [scrollbar-width:none] min-[1400px]:[mask-image:none] [&::-webkit-scrollbar]:hidden">
          {MAIN_NAV.map((item) => (
            <li key={item.id} className="shrink-0 empty:hidden">
              <NavLinkItem
                item={item}
                nav={nav}
                className={({ active }) =>
                  cn(
                    'group relative flex h-10 items-center gap-2 rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150 ease-out',
                    active ? 'text-fg-strong' : 'text-fg-muted hover:bg-surface-2 hover:text-fg-strong',
                  )
                }
              >
                {({ label, active, live }) => (
                  <>
                    <item.icon
                      aria-hidden
                      className={cn('size-4 transition-colors', active ? 'text-accent' : 'group-hover:text-accent')}
                      strokeWidth={2}
                    />
                    {label}
                    {live && <span aria-hidden data-live-dot className="size-1.5 animate-pulse rounded-full bg-danger" />}
                    {active && (
                      <span aria-hidden className="absolute inset-x-3 -bottom-px h-0.5 rounded-full bg-accent" />
                    )}
                  </>
                )}
              </NavLinkItem>
            </li>
          ))}
        </ul>
      </nav>
      <SecondaryNav className="shrink-0" />
    </div>
  );
}
