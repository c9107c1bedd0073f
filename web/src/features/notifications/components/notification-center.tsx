import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutStore } from '@/components/layout/layout-store';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationPanel, PANEL_TITLE_CLASS } from '@/features/notifications/components/notification-panel';
import { useUnreadCount } from '@/features/notifications/hooks/use-unread-count';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useActionStore } from '@/stores/action-store';
import { Dialog } from '@/components/ui/dialog';

/**
 * The player's notifications in the header (product §2): on desktop the bell, whose panel is a
 * popper 386 px wide and 582 px high under it; below 900 px no bell (the user icon's pulse dot
 * stands for it) and the panel is a bottom sheet. Either opens from the bell or from the account
 * menu's Notifications entry (the action store's `notificationPanelOpen`).
 */
export function NotificationCenter() {
  const open = useActionStore((state) => state.notificationPanelOpen);
  const setOpen = useActionStore((state) => state.setNotificationPanelOpen);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);

  // Opened from the dashboard menu while the header had slid away: bring the bell back in view.
  useEffect(() => {
    if (open) useLayoutStore.getState().setHeaderHidden(false);
  }, [open]);

  // Logging out (or a new session) starts closed.
  useEffect(() => () => setOpen(false), [setOpen]);

  return phone ? <NotificationSheet open={open} onOpenChange={setOpen} /> : <NotificationPopover open={open} onOpenChange={setOpen} />;
}

interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Desktop: the bell and its popper (modal: focus stays inside, Esc and a click outside close it). */
function NotificationPopover({ open, onOpenChange }: PanelProps) {
  const { t } = useTranslation('notifications');
  const count = useUnreadCount();
  const titleId = useId();
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange} modal>
      <PopoverPrimitive.Trigger asChild>
        <NotificationBell count={count} />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-labelledby={titleId}
          className="z-50 flex h-[582px] max-h-[calc(100dvh-5.5rem)] w-[386px] max-w-[calc(100vw-1.5rem)] animate-pop-in flex-col overflow-hidden rounded-lg bg-surface-2 text-fg shadow-popover focus:outline-none"
        >
          <NotificationPanel
            title={
              <h2 id={titleId} className={PANEL_TITLE_CLASS}>
                {t('title')}
              </h2>
            }
            onClose={() => onOpenChange(false)}
          />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

/** Phones: a bottom sheet over a scrim, with a grab handle; Esc, the scrim and the close button close it. */
function NotificationSheet({ open, onOpenChange }: PanelProps) {
  const { t } = useTranslation('notifications');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-scrim" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="zar-notification-sheet fixed inset-x-0 bottom-0 z-50 flex h-[min(40rem,88dvh)] flex-col overflow-hidden rounded-t-lg bg-surface-2 pb-[env(safe-area-inset-bottom)] text-fg shadow-popover focus:outline-none"
        >
          <span aria-hidden className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-line-strong" />
          <NotificationPanel
            title={<DialogPrimitive.Title className={PANEL_TITLE_CLASS}>{t('title')}</DialogPrimitive.Title>}
            onClose={() => onOpenChange(false)}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
