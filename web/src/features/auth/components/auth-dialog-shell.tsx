import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthDialogArt } from '@/features/auth/components/auth-dialog-art';
import { returnFocusToOpener } from '@/features/auth/lib/dialog-opener';
import { cn } from '@/lib/cn';
import type { DialogName } from '@/stores/dialog-store';

/**
 * The frame of the four account dialogs (product §2): full screen on phones; on desktop 699 px high
 * and clamp(110px, 90vw, 990px) wide, the branded art beside the content, which is centred in its
 * column (and scrolls when it is taller, like the sign-up form on a short screen).
 */
export function AuthDialogShell({
  name,
  title,
  description,
  titleHidden = false,
  wide = false,
  children,
}: {
  name: DialogName;
  title: ReactNode;
  description?: ReactNode;
  /** The content shows the title itself (the celebration); it stays the dialog's accessible name. */
  titleHidden?: boolean;
  /** Room for a two-column form (sign-up). */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <DialogPrimitive.Portal>
      {/* No backdrop blur: repainting a blurred page is costly on low-end phones. */}
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-scrim" />
      <DialogPrimitive.Content
        data-dialog={name}
        onCloseAutoFocus={returnFocusToOpener}
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={
          'fixed inset-0 z-50 grid animate-pop-in bg-surface-2 text-fg shadow-popover focus:outline-none ' +
          'min-[900px]:inset-auto min-[900px]:top-1/2 min-[900px]:left-1/2 min-[900px]:h-[699px] min-[900px]:max-h-[calc(100dvh-2rem)] ' +
          'min-[900px]:w-[clamp(110px,90vw,990px)] min-[900px]:-translate-x-1/2 min-[900px]:-translate-y-1/2 ' +
          'min-[900px]:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] min-[900px]:overflow-hidden min-[900px]:rounded-lg'
        }
      >
        <AuthDialogArt name={name} />
        <div className="relative flex min-h-0 flex-col">
          <DialogPrimitive.Close
            aria-label={t('dialog.close')}
            className="absolute top-[max(0.75rem,env(safe-area-inset-top))] right-3 z-10 grid size-11 place-items-center rounded-full text-fg-muted transition-colors hover:bg-surface-3 hover:text-fg-strong min-[900px]:top-4 min-[900px]:right-4"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            <div
              className={cn(
                'mx-auto flex min-h-full w-full flex-col px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]',
                'sm:px-8 min-[900px]:justify-center min-[900px]:px-10 min-[900px]:py-10',
                wide ? 'max-w-[560px]' : 'max-w-[440px]',
              )}
            >
              <header className={cn('pr-12 min-[900px]:pr-0', titleHidden && 'sr-only')}>
                <DialogPrimitive.Title className="text-xl font-semibold text-fg-strong">{title}</DialogPrimitive.Title>
                {description && (
                  <DialogPrimitive.Description className="mt-1 text-sm text-fg-muted">{description}</DialogPrimitive.Description>
                )}
              </header>
              <div className={cn('flex flex-1 flex-col min-[900px]:flex-none', !titleHidden && 'mt-6')}>{children}</div>
            </div>
          </div>
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
