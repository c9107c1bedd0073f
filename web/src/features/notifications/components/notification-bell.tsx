import '@/features/notifications/components/notification-motion.css';
import { Bell } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatBadgeCount } from '@/lib/format';

/**
 * Counts how often `count` has changed since it was first known (not the first load: a page that
 * opens with unread notifications does not shake).
 */
function useChanges(count: number | null): number {
  const [seen, setSeen] = useState({ count, changes: 0 });
  if (seen.count !== count) {
    setSeen({ count, changes: seen.count === null ? seen.changes : seen.changes + 1 });
  }
  return seen.changes;
}

/**
 * The header's bell (product §2): the unread count on a badge ('9+' from nine on, product §9), a shake
 * whenever the count changes (product §4; not with reduced motion). `count` is `null` while the list
 * loads. Pass it as a popover trigger: the other props go to the button.
 */
export function NotificationBell({
  count,
  className,
  ...props
}: ComponentProps<'button'> & { count: number | null }) {
  const { t } = useTranslation('notifications');
  const unread = count ?? 0;
  const changes = useChanges(count);
  return (
    <button
      type="button"
      aria-label={unread > 0 ? t('bellUnread', { unread }) : t('bell')}
      className={cn(
        'relative grid size-10 shrink-0 place-items-center rounded-sm bg-surface-2 text-fg ring-1 ring-line ring-inset transition-colors hover:bg-surface-3 hover:text-fg-strong data-[state=open]:bg-surface-3 data-[state=open]:text-fg-strong data-[state=open]:ring-accent/60',
        className,
      )}
      {...props}
    >
      {/* Re-keyed on every change, so the animation starts again. */}
      <span key={changes} data-shakes={changes} className={cn('grid place-items-center', changes > 0 && 'zar-bell-shake')}>
        <Bell aria-hidden className="size-4.5" />
      </span>
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="notification-badge"
          className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] leading-none font-bold text-accent-fg tabular-nums ring-2 ring-surface-1"
        >
          {formatBadgeCount(unread)}
        </span>
      )}
    </button>
  );
}
