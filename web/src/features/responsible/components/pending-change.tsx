import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isDue } from '@/features/responsible/lib/format';
import { formatDateTime } from '@/lib/format';

/**
 * A raise or removal waiting its 24 hours: what it will be from when, and once that time has passed a Confirm
 * button (the change is in force only once confirmed).
 */
export function PendingChange({
  text,
  effectiveAt,
  confirmLabel,
  confirming,
  onConfirm,
}: {
  /** What the change is, given the formatted time ("Raise to ₺1,000 from 25.11.2026 14:00"). */
  text: (at: string) => string;
  effectiveAt: string;
  confirmLabel: string;
  confirming: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('responsible');
  const [now, setNow] = useState(Date.now);
  const due = isDue(effectiveAt, now);

  // The page may stay open until the 24 hours pass: Confirm appears then, without a reload.
  useEffect(() => {
    if (due) return;
    const wait = new Date(effectiveAt).getTime() - Date.now();
    if (!(wait > 0) || wait > 2_147_000_000) return;
    const timer = window.setTimeout(() => setNow(Date.now()), wait + 500);
    return () => window.clearTimeout(timer);
  }, [due, effectiveAt]);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-sm bg-info-soft px-3 py-2.5 text-sm">
      <Clock aria-hidden className="size-4 shrink-0 text-info" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-fg-strong tabular-nums">{text(formatDateTime(effectiveAt))}</p>
        <p className="text-xs text-fg-muted">{t(due ? 'limits.pendingReady' : 'limits.pendingWaiting')}</p>
      </div>
      {due && (
        <Button size="sm" aria-label={confirmLabel} loading={confirming} onClick={onConfirm}>
          {t('limits.confirm')}
        </Button>
      )}
    </div>
  );
}
