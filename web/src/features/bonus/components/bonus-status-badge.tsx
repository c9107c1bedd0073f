import { useTranslation } from 'react-i18next';
import type { BonusStatus } from '@/features/bonus/api/types';
import { cn } from '@/lib/cn';

const TONE: Record<BonusStatus, string> = {
  active: 'bg-accent-soft text-accent',
  converted: 'bg-money-soft text-money',
  expired: 'bg-surface-3 text-fg-muted',
  forfeited: 'bg-surface-3 text-fg-muted',
};

/** A grant's status as a coloured badge: active (accent), converted (money green), ended (quiet). */
export function BonusStatusBadge({ status, className }: { status: BonusStatus; className?: string }) {
  const { t } = useTranslation('bonus');
  return (
    <span className={cn('inline-flex h-6 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold whitespace-nowrap', TONE[status], className)}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </span>
  );
}
