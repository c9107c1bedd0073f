import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLayoutStore } from '@/components/layout/layout-store';
import { useMediaQuery } from '@/hooks/use-media-query';
import { TileMenu } from '@/components/layout/tile-menu';
import { cn } from '@/lib/cn';

/**
 * The desktop rail (≥ 1200 px): the tile menu beside the content, collapsible to icons. Its background is the
 * column's, which stretches beside the page and the footer, so it reaches the footer's end on short pages too; the
 * menu in it sticks under the header.
 */
export function LeftRail() {
  const { t } = useTranslation('site');
  // Below 1200 px the column is hidden, and its menu is not rendered at all: a phone's first frame (one synchronous
  // render) is a seventh smaller without it (docs/decisions.md, "Site speed (issue 21)").
  const hidden = useMediaQuery('(max-width: 1199.98px)');
  const collapsed = useLayoutStore((s) => s.railCollapsed);
  const headerHidden = useLayoutStore((s) => s.headerHidden);
  const toggleRail = useLayoutStore((s) => s.toggleRail);

  return (
    <div
      data-testid="left-rail"
      className={cn(
        'hidden shrink-0 self-stretch bg-surface-1 shadow-[1px_0_0_0_var(--color-line)] transition-[width] duration-200 ease-out min-[1200px]:block',
        collapsed ? 'w-[4.5rem]' : 'w-60',
      )}
    >
      {!hidden && (
      <aside
        className={cn(
          'sticky flex flex-col transition-[top,height] duration-200 ease-out',
          headerHidden
            ? 'top-0 h-dvh'
            : 'top-(--site-header-h) h-[calc(100dvh-var(--site-header-h))]',
        )}
      >
        <div className={cn('flex items-center px-3 pt-3', collapsed ? 'justify-center' : 'justify-end')}>
          <button
            type="button"
            onClick={toggleRail}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
            className="grid size-8 place-items-center rounded-sm text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg-strong"
          >
            {collapsed ? <PanelLeftOpen aria-hidden className="size-4" /> : <PanelLeftClose aria-hidden className="size-4" />}
          </button>
        </div>
        <div className={cn('min-h-0 flex-1 overflow-y-auto pb-4 [scrollbar-width:thin]', collapsed ? 'px-3 pt-2' : 'px-3 pt-1')}>
          <TileMenu compact={collapsed} className={collapsed ? 'flex justify-center' : undefined} />
        </div>
      </aside>
      )}
    </div>
  );
}
