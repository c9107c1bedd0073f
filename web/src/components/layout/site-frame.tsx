import '@/components/layout/layout-motion.css';
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LeftRail } from '@/components/layout/left-rail';
import { PageCrash } from '@/components/layout/page-crash';
import { PageErrorBoundary } from '@/components/layout/page-error-boundary';
import { SiteFooterShell } from '@/components/layout/site-footer-shell';
import { SiteHeader } from '@/components/layout/site-header';
import { Deferred } from '@/components/ui/deferred';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { useServerTranslations } from '@/lib/site/translations';
import { useActionStore } from '@/stores/action-store';

// Below the fold or phone-only: loaded next to the page, not before it (the home page's JS budget).
const SiteFooter = lazy(() => import('@/components/layout/site-footer').then((m) => ({ default: m.SiteFooter })));
const BottomBar = lazy(() => import('@/components/layout/bottom-bar').then((m) => ({ default: m.BottomBar })));

// The hamburger menu (and the dialog library under it) loads when it is first opened.
const SideMenu = lazy(() => import('@/components/layout/side-menu').then((m) => ({ default: m.SideMenu })));

function LazySideMenu() {
  const open = useActionStore((s) => s.sidebarMenuOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SideMenu />
    </Suspense>
  ) : null;
}

/** What the app puts into the frame: the features the layout shows but does not own. */
export interface SiteFrameSlots {
  /** Above the header (the development outbox's strip, the top banner). */
  banner?: ReactNode;
  /** The header's account area on desktop (≥ 900 px). */
  account?: ReactNode;
  /** The header's account area on phones (< 900 px). */
  mobileAccount?: ReactNode;
  /** The header's notifications (the bell and its panel), on every width; it decides what it shows where. */
  notifications?: ReactNode;
  /** Under the header, on every page: a notice that concerns the player's account (e.g. an exclusion). */
  notice?: ReactNode;
  /** Mounted once beside the page: dialogs, widgets. */
  overlays?: ReactNode;
}

/**
 * The frame around every route: the top banner, the header with the menus, the desktop tile rail,
 * the page, the footer, and on phones the bottom bar and the hamburger side menu. The app fills
 * its slots (app/site-shell.tsx).
 */
export function SiteFrame({ banner, account, mobileAccount, notifications, notice, overlays }: SiteFrameSlots) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useServerTranslations();

  // A new page starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] min-[900px]:pb-0">
      <a
        href="#main"
        className="fixed top-2 left-2 z-50 -translate-y-20 rounded-sm bg-accent px-4 py-2 text-sm font-semibold text-accent-fg focus:translate-y-0"
      >
        {t('header.skipToContent')}
      </a>
      {banner}
      <SiteHeader account={account} mobileAccount={mobileAccount} notifications={notifications} />
      {notice}
      <div className="flex flex-1 items-start">
        <LeftRail />
        <div className="flex min-w-0 flex-1 flex-col self-stretch">
          <main id="main" tabIndex={-1} className="w-full flex-1 focus:outline-none">
            <PageErrorBoundary key={pathname} fallback={<PageCrash />}>
              {/* The fallback holds a whole screen, so the footer starts below the fold and does not jump when the
                  page arrives (a lazy page shows its fallback for at least one frame under Preact). */}
              <Suspense
                fallback={
                  <div className="min-h-dvh">
                    <LoadingIndicator className="min-h-[60dvh]" />
                  </div>
                }
              >
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </main>
          <Suspense fallback={<SiteFooterShell />}>
            <SiteFooter />
          </Suspense>
        </div>
      </div>
      <Suspense fallback={null}>
        <BottomBar />
      </Suspense>
      <LazySideMenu />
      <Deferred>{overlays}</Deferred>
    </div>
  );
}
