import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '@/components/layout/language-select';
import { Logo } from '@/components/layout/logo';
import { MAIN_NAV } from '@/components/layout/nav-items';
import { NavLinkItem } from '@/components/layout/nav-link-item';
import { useNavState } from '@/components/layout/use-nav-state';
import { SecondaryNav } from '@/components/layout/secondary-nav';
import { TileMenu } from '@/components/layout/tile-menu';
import { useActionStore } from '@/stores/action-store';
import { Dialog } from '@/components/ui/dialog';

/**
 * The hamburger side menu below 1200 px (product §9: 20rem wide, 150 ms): the tile menu, the main
 * and secondary menus and the language selector, as an accessible sheet (focus trap, Esc).
 */
export function SideMenu() {
  const { t } = useTranslation(['site', 'common']);
  const open = useActionStore((s) => s.sidebarMenuOpen);
  const setOpen = useActionStore((s) => s.setSidebarMenuOpen);
  const close = () => {
    setOpen(false);
  };
  const nav = useNavState();
  const { pathname } = nav;

  // A route change (back button, a link inside) closes it; mounting on the first open does not.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (pathname === shownAt.current) return;
    shownAt.current = pathname;
    useActionStore.getState().setSidebarMenuOpen(false);
  }, [pathname]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="zar-scrim fixed inset-0 z-50 bg-scrim" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="zar-side-sheet fixed inset-y-0 left-0 z-50 flex w-80 max-w-[calc(100vw-2.5rem)] flex-col bg-surface-1 shadow-popover focus:outline-none"
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-3 border-b border-line px-4">
            <DialogPrimitive.Title className="sr-only">{t('menu.sideTitle')}</DialogPrimitive.Title>
            <Link to="/" onClick={close} aria-label={t('common:header.home')} className="flex items-center">
              <Logo />
            </Link>
            <DialogPrimitive.Close
              aria-label={t('menu.close')}
              className="grid size-9 place-items-center rounded-sm text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg-strong"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 space-y-6 overflow-y-auto p-4">
            <SecondaryNav onNavigate={close} />
            <TileMenu />
            <div>
              <h2 className="px-1 text-xs font-semibold tracking-wider text-fg-muted uppercase">{t('menu.more')}</h2>
              <ul className="mt-2 space-y-0.5">
                {MAIN_NAV.filter((item) => item.target.kind === 'option').map((item) => (
                  <li key={item.id} className="empty:hidden">
                    <NavLinkItem
                      item={item}
                      nav={nav}
                      onNavigate={close}
                      className={() =>
                        'flex h-11 items-center gap-3 rounded-sm px-3 text-sm font-medium text-fg transition-colors hover:bg-surface-2 hover:text-fg-strong'
                      }
                    >
                      {({ label }) => (
                        <>
                          <item.icon aria-hidden className="size-4 text-accent" />
                          {label}
                        </>
                      )}
                    </NavLinkItem>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="flex shrink-0 items-center justify-between gap-3 border-t border-line p-4">
            <span className="text-xs text-fg-muted">{t('common:language.label')}</span>
            <LanguageSelect />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
