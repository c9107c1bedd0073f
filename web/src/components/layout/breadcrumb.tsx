import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useActionStore } from '@/stores/action-store';

export interface BreadcrumbItem {
  label: string;
  url: string;
  /** On phones (< 900 px) this item opens the mobile profile sidebar instead of navigating (dashboard). */
  opensProfileOnMobile?: boolean;
}

const isPhone = () => window.matchMedia('(max-width: 899.98px)').matches;

/**
 * Product §2 breadcrumb: label + url items separated by a slash, the last one highlighted (the
 * current page, not a link).
 */
export function Breadcrumb({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  const { t } = useTranslation('site');
  const openProfile = useActionStore((s) => s.setMobileProfileSidebarOpen);

  return (
    <nav aria-label={t('breadcrumb.label')} className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.url}-${item.label}`} className="flex min-w-0 items-center gap-2">
              {last ? (
                <span aria-current="page" className="truncate font-semibold text-accent">
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.url}
                  className={cn('truncate text-fg-muted transition-colors hover:text-fg-strong')}
                  onClick={(event) => {
                    if (item.opensProfileOnMobile && isPhone()) {
                      event.preventDefault();
                      openProfile(true);
                    }
                  }}
                >
                  {item.label}
                </Link>
              )}
              {!last && (
                <span aria-hidden className="text-fg-muted/60">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
