import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type NavItem, isNavItemActive } from '@/components/layout/nav-items';
import { useSiteOptions } from '@/lib/site/site-options';
import { hasLiveSportsbook } from '@/lib/site/sportsbook';

interface Props {
  item: NavItem;
  className: (state: { active: boolean }) => string;
  /** `live`: the entry's live dot shows (its sportsbook is set up). */
  children: (state: { label: string; active: boolean; live: boolean }) => ReactNode;
  onNavigate?: () => void;
}

/**
 * One menu entry: a router link, or a settings link opening in a new tab. An entry whose setting
 * is unset renders nothing (e.g. 'Sizi Arayalım' without `callcenterform`).
 */
export function NavLinkItem({ item, className, children, onNavigate }: Props) {
  const { t } = useTranslation(['common', 'site']);
  const { pathname, search } = useLocation();
  const options = useSiteOptions();
  const label = t(item.title);
  const live = Boolean(item.live) && hasLiveSportsbook(options);

  if (item.target.kind === 'option') {
    const href = options[item.target.option];
    if (!href) return null;
    return (
      <a
        href={href}
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

  const active = isNavItemActive(item, pathname, search);
  return (
    <Link
      to={item.target.to}
      className={className({ active })}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children({ label, active, live })}
    </Link>
  );
}
