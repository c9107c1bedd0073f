import { useEffect } from 'react';
import { ToastBar, Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast';
import {
  TOAST_DURATION_MS,
  TOAST_EXIT_MS,
  TOAST_LIMIT,
  TOAST_LOADING_DURATION_MS,
} from '@/lib/toast';

/**
 * The one toaster of the app, to product §9's constants: top-center, 4 s (30 s while loading),
 * at most five visible (older ones are dismissed), 350 ms enter and 800 ms exit animations.
 */
export function Toaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first: everything after the fifth visible toast goes.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <HotToaster
      position="top-center"
      gutter={8}
      containerStyle={{ top: 12 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        removeDelay: TOAST_EXIT_MS,
        loading: { duration: TOAST_LOADING_DURATION_MS },
        style: {
          background: 'var(--color-surface-3)',
          color: 'var(--color-fg-strong)',
          borderRadius: 'var(--radius-md)',
          boxShadow: 'var(--shadow-popover)',
          padding: '10px 14px',
          maxWidth: 420,
          fontSize: 'var(--text-sm)',
          lineHeight: 'var(--text-sm--line-height)',
        },
        success: { iconTheme: { primary: 'var(--color-money)', secondary: 'var(--color-surface-3)' } },
        error: { iconTheme: { primary: 'var(--color-danger)', secondary: 'var(--color-surface-3)' } },
      }}
    >
      {(t) => (
        <div data-toast={t.type} data-visible={t.visible}>
          <ToastBar
            toast={t}
            style={{ animation: t.visible ? 'var(--animate-toast-enter)' : 'var(--animate-toast-exit)' }}
          />
        </div>
      )}
    </HotToaster>
  );
}
