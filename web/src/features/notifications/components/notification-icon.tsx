import { KIND_LOOK, displayKind } from '@/features/notifications/lib/notification-kind';
import { cn } from '@/lib/cn';

/** A notification's kind as its icon on a tinted disc (product §3: giftbox, arrow-up, down-arrow, system). */
export function NotificationIcon({ type, className }: { type: number; className?: string }) {
  const kind = displayKind(type);
  const { icon: Icon, tone } = KIND_LOOK[kind];
  return (
    <span aria-hidden data-kind={kind} className={cn('grid size-10 shrink-0 place-items-center rounded-full', tone, className)}>
      <Icon className="size-[45%]" strokeWidth={2} />
    </span>
  );
}
