import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { readDevice } from '@/features/account/lib/device';
import type { PlayerSession } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { isSessionEndReason } from '@/lib/session-end-reasons';

const ICONS = { desktop: Monitor, phone: Smartphone, tablet: Tablet } as const;
/**
 * One session of the history: device, ip, when it started and was last seen, and whether it is
 * this device, still active (with a revoke button) or ended (and why).
 */
export function SessionItem({
  session,
  compact = false,
  onRevoke,
  revoking = false,
}: {
  session: PlayerSession;
  compact?: boolean;
  onRevoke?: (id: number) => void;
  revoking?: boolean;
}) {
  const { t } = useTranslation('account');
  const device = readDevice(session.userAgent);
  const Icon = ICONS[device.kind];
  const name =
    device.browser && device.os
      ? t('sessions.deviceOn', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('sessions.unknownDevice'));
  const active = !session.endedAt;
  const started = formatDateTime(session.createdAt);

  return (
    <li
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-3 py-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]',
        !active && 'opacity-80',
      )}
    >
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-sm',
          session.current ? 'bg-accent-soft text-accent' : 'bg-surface-2 text-fg-muted',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-fg-strong">{name}</p>
          {session.current ? (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
              {t('sessions.current')}
            </span>
          ) : active ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-money-soft px-2 py-0.5 text-xs font-semibold text-money">
              <span aria-hidden className="size-1.5 rounded-full bg-money" />
              {t('sessions.active')}
            </span>
          ) : (
            <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-fg-muted">
              {isSessionEndReason(session.endReason) ? t(`sessions.reason.${session.endReason}`) : t('sessions.ended')}
            </span>
          )}
        </div>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-fg-muted tabular-nums">
          <div className="flex gap-1">
            <dt>{t('sessions.started')}:</dt>
            <dd className="text-fg">{started}</dd>
          </div>
          {!compact && (
            <div className="flex gap-1">
              <dt>{active ? t('sessions.lastSeen') : t('sessions.endedAt')}:</dt>
              <dd className="text-fg">{formatDateTime(session.endedAt ?? session.lastSeenAt)}</dd>
            </div>
          )}
          {session.ip && (
            <div className="flex gap-1">
              <dt>{t('sessions.ip')}:</dt>
              <dd className="text-fg">{session.ip}</dd>
            </div>
          )}
        </dl>
      </div>
      {onRevoke && active && !session.current && (
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 justify-self-start sm:col-start-3 sm:row-start-1 sm:self-center"
          loading={revoking}
          aria-label={t('sessions.revokeLabel', { device: name, started })}
          onClick={() => onRevoke(session.id)}
        >
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  );
}
