import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';

/** Asks before an action that cannot be taken back (paying a withdrawal out, deleting an item). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  destructive = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown>;
  /** More under the description (the player's context beside a withdrawal). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The failure's toast says why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} closeLabel={t('dialog.close')} className={children ? 'sm:w-[min(44rem,calc(100vw-2rem))]' : undefined}>
        <DialogDescription className="text-sm text-fg-muted">{description}</DialogDescription>
        {children && <div className="mt-4">{children}</div>}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button
            loading={busy}
            onClick={() => void run()}
            className={destructive ? 'bg-danger text-surface-0 shadow-none hover:bg-danger hover:brightness-110' : undefined}
          >
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
