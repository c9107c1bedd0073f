import '@/features/auth/components/mobile-profile-panel.css';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { useActionStore } from '@/stores/action-store';
import { Dialog } from '@/components/ui/dialog';

/** The mobile profile panel (product §2): the account menu in a side sheet, 20rem wide, 150 ms. */
export function MobileProfilePanel() {
  const { t } = useTranslation('auth');
  const open = useActionStore((state) => state.mobileProfileSidebarOpen);
  const setOpen = useActionStore((state) => state.setMobileProfileSidebarOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-scrim" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 zar-profile-sheet flex w-[min(20rem,100vw)] flex-col bg-surface-1 shadow-popover focus:outline-none"
        >
          <div className="flex items-center justify-between px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-2">
            <DialogPrimitive.Title className="text-base font-semibold text-fg-strong">{t('header.account')}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('dialog.close')}
              className="grid size-10 place-items-center rounded-sm text-fg-muted hover:bg-surface-3 hover:text-fg-strong"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
            <AccountMenu onNavigate={() => setOpen(false)} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
