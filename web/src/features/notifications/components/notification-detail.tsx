import { useTranslation } from 'react-i18next';
import { NotificationIcon } from '@/features/notifications/components/notification-icon';
import { displayKind } from '@/features/notifications/lib/notification-kind';
import type { NotificationItem } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';

/** One notification in full: its kind, when it came, the title and the whole note. */
export function NotificationDetail({ item }: { item: NotificationItem }) {
  const { t } = useTranslation('notifications');
  return (
    <article className="flex flex-col px-5 pt-5 pb-8">
      <div className="flex items-center gap-3">
        <NotificationIcon type={item.type} className="size-12" />
        <div className="flex flex-col">
          <span className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{t(`kind.${displayKind(item.type)}`)}</span>
          <time dateTime={item.timeStamp} className="text-xs text-fg-muted tabular-nums">
            {formatDateTime(item.timeStamp)}
          </time>
        </div>
      </div>
      <h3 className="mt-5 text-lg font-semibold text-fg-strong">{item.title}</h3>
      <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-fg">{item.note}</p>
    </article>
  );
}
