import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { type NavItem, isNavItemActive } from '@/components/layout/nav-items';
import type { NavState } from '@/components/layout/use-nav-state';
import { isOwnPath } from '@/hooks/use-open-support';
import { hasLiveSportsbook } from '@/lib/site/sportsbook';

interface Props {
  item: NavItem;
  /** The menu's {@link useNavState}. */
  nav: NavState;
  className: (state: { active: boolean }) => string;
  /** `live`: the entry's live dot shows (its sportsbook is set up). */
  children: (state: { label: string; active: boolean; live: boolean }) => ReactNode;
  onNavigate?: () => void;
}

/**
 * One menu entry: a router link, or a settings link — one of our pages (`/support?type=callback`) in
 * place, another site in a new tab. An entry whose setting is unset renders nothing (e.g. 'Sizi
 * Arayalım' without `callcenterform`).
 */
export function NavLinkItem({ item, nav, className, children, onNavigate }: Props) {
  const { t, pathname, search, options } = nav;
  const label = t(item.title);
  const live = Boolean(item.live) && hasLiveSportsbook(options);

  const to = item.target.kind === 'route' ? item.target.to : options[item.target.option];
  if (!to) return null;

  if (!isOwnPath(to)) {
    return (
      <a
        href={to}
        target="_blank"
        rel="noopener noreferrer"
        className={className({ active: false })}
        onClick={onNavigate}
        aria-label={`${label} ${t('site:menu.newTab')}`}
      >
        {children({ label, active: false, live })}
      </a>
    );
  }

  const active = isNavItemActive(to, pathname, search);
  return (
    <AppLink
      to={to}
      className={className({ active })}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children({ label, active, live })}
    </AppLink>
  );
}
