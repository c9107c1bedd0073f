import { useLayoutEffect, useRef } from 'react';
import { LoginDialog } from '@/features/auth/components/login-dialog';
import { RecoveryDialog } from '@/features/auth/components/recovery-dialog';
import { RegisterDialog } from '@/features/auth/components/register-dialog';
import { SmsDialog } from '@/features/auth/components/sms-dialog';
import { rememberOpener } from '@/features/auth/lib/dialog-opener';
import { useDialogStore } from '@/stores/dialog-store';
import { Dialog } from '@/components/ui/dialog';

/** One modal for the four account dialogs: the store names the one that is open (product §2). */
export function AuthDialogHost() {
  const open = useDialogStore((state) => state.open);
  const close = useDialogStore((state) => state.close);
  // Before the dialog takes the focus: what opened it gets it back on close.
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (open !== null && !wasOpen.current) rememberOpener();
    wasOpen.current = open !== null;
  }, [open]);
  return (
    <Dialog
      open={open !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
    >
      {open === 'login' && <LoginDialog />}
      {open === 'register' && <RegisterDialog />}
      {open === 'recovery' && <RecoveryDialog />}
      {open === 'sms' && <SmsDialog />}
    </Dialog>
  );
}
