import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  Ban,
  DoorClosed,
  Headset,
  Hourglass,
  KeyRound,
  MonitorSmartphone,
  ShieldCheck,
  Timer,
  TimerOff,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  type ExplainedReason,
  LOGIN_AGAIN,
  type SessionEndNotice,
  forgetSessionEnd,
  readSessionEnd,
} from '@/features/responsible/lib/session-end-notice';
import { formatDateTime } from '@/lib/format';
import { useDialogStore } from '@/stores/dialog-store';
import { Dialog } from '@/components/ui/dialog';

const ICONS: Record<ExplainedReason, LucideIcon> = {
  revoked: MonitorSmartphone,
  ended_by_operator: Headset,
  password_changed: KeyRound,
  password_reset: KeyRound,
  idle: Hourglass,
  expired: TimerOff,
  blocked: Ban,
  session_limit: Timer,
  excluded: ShieldCheck,
  closed: DoorClosed,
};

/**
 * After a session ended elsewhere (revoked, a password change or reset, inactivity, its age, a block) or by the
 * player's own protection (the session limit, a time-out or self-exclusion, closing the account), the page the
 * logout reloads to says why once, in the page's language; where logging in again is all it takes, it offers the
 * login form.
 */
export function SessionEndDialog() {
  const { t } = useTranslation('responsible');
  const [notice, setNotice] = useState<SessionEndNotice | null>(readSessionEnd);
  const showLogin = useDialogStore((state) => state.show);
  // Shown: it will not show again on the next page.
  useEffect(() => {
    if (notice) forgetSessionEnd();
  }, [notice]);
  if (!notice) return null;
  const Icon = ICONS[notice.reason];
  const exclusion = notice.exclusion ?? null;

  return (
    <Dialog open onOpenChange={(open) => !open && setNotice(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] animate-fade-in bg-scrim backdrop-blur-sm" />
        <DialogPrimitive.Content className="fixed inset-x-4 top-1/2 z-[60] mx-auto flex max-w-[26rem] -translate-y-1/2 animate-pop-in flex-col items-center rounded-lg bg-surface-2 px-6 pt-7 pb-6 text-center shadow-popover focus:outline-none">
          <span className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent ring-8 ring-accent/5">
            <Icon aria-hidden className="size-7" />
          </span>
          <DialogPrimitive.Title className="mt-4 text-lg font-semibold text-fg-strong">
            {t(`ended.${notice.reason}.title`)}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-sm text-fg">
            {t(`ended.${notice.reason}.body`)}
            {exclusion && (
              <>
                {' '}
                <span className="font-medium text-fg-strong tabular-nums">
                  {exclusion.endsAt
                    ? t('ended.excludedUntil', { until: formatDateTime(exclusion.endsAt) })
                    : t('ended.excludedPermanent')}
                </span>
              </>
            )}
          </DialogPrimitive.Description>
          {LOGIN_AGAIN.includes(notice.reason) ? (
            <div className="mt-6 flex w-full flex-col gap-2">
              <Button
                size="lg"
                className="w-full"
                onClick={() => {
                  setNotice(null);
                  showLogin('login');
                }}
              >
                {t('ended.login')}
              </Button>
              <DialogPrimitive.Close asChild>
                <Button size="lg" variant="ghost" className="w-full">
                  {t('ended.ok')}
                </Button>
              </DialogPrimitive.Close>
            </div>
          ) : (
            <DialogPrimitive.Close asChild>
              <Button size="lg" className="mt-6 w-full">
                {t('ended.ok')}
              </Button>
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
