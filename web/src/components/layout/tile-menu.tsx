import { useTranslation } from 'react-i18next';
import { TILE_MENU } from '@/components/layout/nav-items';
import { NavLinkItem } from '@/components/layout/nav-link-item';
import { useNavState } from '@/components/layout/use-nav-state';
import { cn } from '@/lib/cn';
import { useActionStore } from '@/stores/action-store';

/**
 * Product §2 left side menu: a tile grid, each tile going to its url. Choosing a tile closes the
 * mobile profile sidebar and the menu. `compact` shows icons only (the collapsed desktop rail).
 */
export function TileMenu({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation('site');
  const nav = useNavState();
  const closeMenus = () => {
    const { setMobileProfileSidebarOpen, setSidebarMenuOpen } = useActionStore.getState();
    setMobileProfileSidebarOpen(false);
    setSidebarMenuOpen(false);
  };

  return (
    <nav aria-label={t('menu.tilesLabel')} className={className}>
      <ul className={cn('grid gap-2', compact ? 'grid-cols-1' : 'grid-cols-2')}>
        {TILE_MENU.map((item) => (
          <li key={item.id}>
            <NavLinkItem
              item={item}
              nav={nav}
              onNavigate={closeMenus}
              className={({ active }) =>
                cn(
                  'group relative flex flex-col items-center justify-center gap-1.5 rounded-md text-center font-medium transition-[background-color,color,box-shadow] duration-150 ease-out',
                  compact ? 'size-12 p-0' : 'h-[4.5rem] px-2 text-xs leading-tight',
                  active
                    ? 'bg-surface-3 text-fg-strong shadow-[inset_0_0_0_1px_var(--color-accent)]'
                    : 'bg-surface-2 text-fg hover:bg-surface-3 hover:text-fg-strong',
                )
              }
            >
              {({ label, active, live }) => (
                <>
                  <item.icon
                    aria-hidden
                    strokeWidth={1.9}
                    className={cn('size-5 transition-colors', active ? 'text-accent' : 'text-fg-muted group-hover:text-accent')}
                  />
                  {compact ? <span className="sr-only">{label}</span> : <span className="line-clamp-2">{label}</span>}
                  {live && (
                    <span aria-hidden data-live-dot className="absolute top-2 right-2 size-1.5 animate-pulse rounded-full bg-danger" />
                  )}
                </>
              )}
            </NavLinkItem>
          </li>
        ))}
      </ul>
    </nav>
  );
}
