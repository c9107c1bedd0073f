import { Menu } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DomainNotice } from '@/components/layout/domain-notice';
import { LanguageSelect } from '@/components/layout/language-select';
import { useLayoutStore } from '@/components/layout/layout-store';
import { Logo } from '@/components/layout/logo';
import { MainNav } from '@/components/layout/main-nav';
import { useHeaderAutohide } from '@/components/layout/use-header-autohide';
import { Deferred } from '@/components/ui/deferred';
import { cn } from '@/lib/cn';
import { useActionStore } from '@/stores/action-store';

/**
 * The site header (product §2): the hamburger (below 1200 px), the logo to / (it also closes the side
 * menu), the language selector, the player's notifications (`notifications`: the bell, given by the
 * app) and the account area (`account` on desktop, `mobileAccount` below 900 px, given by the app);
 * under it the main and secondary menus. It slides away once the page is
 * scrolled more than 100 px and comes back near the top.
 */
export function SiteHeader({
  account,
  mobileAccount,
  notifications,
}: {
  account?: ReactNode;
  mobileAccount?: ReactNode;
  notifications?: ReactNode;
}) {
  const { t } = useTranslation(['common', 'site']);
  const header = useRef<HTMLElement>(null);
  useHeaderAutohide(header);
  const hidden = useLayoutStore((s) => s.headerHidden);
  const menuOpen = useActionStore((s) => s.sidebarMenuOpen);
  const setMenuOpen = useActionStore((s) => s.setSidebarMenuOpen);

  return (
    <header
      ref={header}
      className={cn(
        'sticky top-0 z-40 transition-transform duration-200 ease-out',
        hidden && '-translate-y-full',
      )}
    >
      <DomainNotice />
      <div className="bg-surface-1/95 shadow-[0_1px_0_0_var(--color-line)] backdrop-blur-md">
        <div className="flex h-14 items-center gap-2 px-3 min-[900px]:h-16 min-[900px]:gap-4 sm:px-4 min-[1200px]:px-6">
          <button
            type="button"
            onClick={() => {
              setMenuOpen(!menuOpen);
            }}
            aria-label={t('site:menu.open')}
            aria-expanded={menuOpen}
            className="-ml-1 grid size-10 place-items-center rounded-sm text-fg-strong transition-colors hover:bg-surface-2 min-[1200px]:hidden"
          >
            <Menu aria-hidden className="size-5" />
          </button>
          <Link
            to="/"
            aria-label={t('header.home')}
            onClick={() => {
              setMenuOpen(false);
            }}
            className="flex shrink-0 items-center"
          >
            <Logo />
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSelect />
            {notifications}
            <div className="hidden items-center gap-2 min-[900px]:flex">{account}</div>
            <div className="flex items-center gap-2 min-[900px]:hidden">{mobileAccount}</div>
          </div>
        </div>
      </div>
      <div className="bg-surface-0/95 shadow-[0_1px_0_0_var(--color-line)] backdrop-blur-md">
        <Deferred fallback={<div className="h-12" />}>
          <MainNav className="h-12 px-2 sm:px-3 min-[1200px]:px-5" />
        </Deferred>
      </div>
    </header>
  );
}
