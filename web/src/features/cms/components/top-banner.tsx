import { Megaphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDomainStatus } from '@/lib/site/domain-status';
import { cn } from '@/lib/cn';
import { readStorage, writeStorage } from '@/lib/storage';
import { useActionStore } from '@/stores/action-store';

/** Product §9: the marker and its value, and how long the closing animation runs. */
export const TOP_NOTIFY_MARKER = 'yes';
export const TOP_NOTIFY_CLOSE_MS = 500;

const markerStored = () => readStorage('topNotifyRead') === TOP_NOTIFY_MARKER;

/**
 * Product §2/§4 top banner: TOP_NOTIFY with the current and next domain (TOP_NOTIFY_CURRENT with the
 * current one when no next domain is set), on the home page until closed. Closing stores 'topNotifyRead' = 'yes', animates away and after 500 ms is gone.
 * Navigating home shows it again if the marker is absent; navigating elsewhere marks it read.
 */
export function TopBanner() {
  const { pathname } = useLocation();
  const read = useActionStore((s) => s.topNotifyRead);
  const home = pathname === '/';

  useEffect(() => {
    useActionStore.setState({ topNotifyRead: home ? markerStored() : true });
  }, [home]);

  return home && !read ? <TopBannerBar /> : null;
}

function TopBannerBar() {
  const { t } = useTranslation(['common', 'site']);
  const domains = useDomainStatus();
  const [closing, setClosing] = useState(false);

  const baseDomain = [domains?.currentDomain, window.location.host].find(Boolean);
  const nextDomain = domains?.nextDomain;
  // Without a next domain (the server then sends the current one again) the banner names only the current one.
  const text =
    nextDomain && nextDomain !== baseDomain
      ? t('TOP_NOTIFY', { baseDomain, nextDomain })
      : t('TOP_NOTIFY_CURRENT', { baseDomain });
  if (!text.trim()) return null;

  const close = () => {
    writeStorage('topNotifyRead', TOP_NOTIFY_MARKER);
    setClosing(true);
    window.setTimeout(() => {
      useActionStore.getState().markTopNotifyRead();
    }, TOP_NOTIFY_CLOSE_MS);
  };

  return (
    <div
      className={cn(
        'grid transition-[grid-template-rows,opacity] duration-500 ease-out',
        closing ? 'grid-rows-[0fr] opacity-0' : 'grid-rows-[1fr] opacity-100',
      )}
      data-closing={closing || undefined}
    >
      <section
        aria-label={t('site:topBanner.label')}
        className="overflow-hidden bg-linear-to-r from-accent-deep/25 via-accent-soft to-accent-deep/25 text-fg-strong"
      >
        <div className="mx-auto flex max-w-[1440px] items-center gap-3 py-2 pr-2 pl-4 sm:pl-6">
          <Megaphone aria-hidden className="size-4 shrink-0 text-accent" />
          <p className="min-w-0 flex-1 text-xs leading-snug sm:text-sm">{text}</p>
          <button
            type="button"
            onClick={close}
            disabled={closing}
            aria-label={t('site:topBanner.close')}
            className="grid size-8 shrink-0 place-items-center rounded-sm text-fg transition-colors hover:bg-surface-3/60 hover:text-fg-strong"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      </section>
    </div>
  );
}
