import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { cn } from '@/lib/cn';

type DialogProps = ComponentProps<typeof DialogPrimitive.Root> & {
  /**
   * Back closes it (default): while open it owns a history entry (lib/dialog-history.ts). `false`
   * for a dialog whose address is already its own entry (a promotion's detail).
   */
  historyEntry?: boolean;
};

/**
 * Every dialog, sheet and side panel of the site (controlled: `open` and `onOpenChange`): a Radix
 * dialog root that Back closes, on a phone as on a desktop.
 */
export function Dialog({ open, onOpenChange, historyEntry = true, ...props }: DialogProps) {
  useBackToClose(open === true, () => onOpenChange?.(false), historyEntry);
  return <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} {...props} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogDescription = DialogPrimitive.Description;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  /**
   * `auth`: the spec's login/register/recovery/SMS size — full screen on phones, 699 px high and
   * clamp(110px, 90vw, 990px) wide on desktop. `default`: a compact centred dialog.
   */
  size?: 'default' | 'auth';
};

/** An accessible modal (focus trap, Esc, aria) on the popover surface. */
export function DialogContent({ title, closeLabel, size = 'default', className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-scrim backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex animate-pop-in flex-col bg-surface-2 text-fg shadow-popover focus:outline-none',
          size === 'auth'
            ? 'inset-0 min-[900px]:inset-auto min-[900px]:top-1/2 min-[900px]:left-1/2 min-[900px]:h-[699px] min-[900px]:max-h-[calc(100dvh-2rem)] min-[900px]:w-[clamp(110px,90vw,990px)] min-[900px]:-translate-x-1/2 min-[900px]:-translate-y-1/2 min-[900px]:rounded-lg'
            : 'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-lg sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg',
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between gap-4 px-6 pt-5 pb-3">
          <DialogPrimitive.Title className="text-lg font-semibold text-fg-strong">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="-mr-2 grid size-9 place-items-center rounded-sm text-fg-muted transition-colors hover:bg-surface-3 hover:text-fg-strong"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {/* A phone's home indicator does not cover the last button of a sheet. */}
        <div className="min-h-0 flex-1 overflow-y-auto px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
