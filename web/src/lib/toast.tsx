import { TriangleAlert } from 'lucide-react';
import toast, { type ToastOptions } from 'react-hot-toast';

/** Spec §9 toast constants. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 4000;
export const TOAST_LOADING_DURATION_MS = 30_000;
export const TOAST_ENTER_MS = 350;
export const TOAST_EXIT_MS = 800;

/** react-hot-toast has no warning type: a blank toast with a warning icon and the same duration. */
function warning(message: string, options?: ToastOptions): string {
  return toast(message, {
    duration: TOAST_DURATION_MS,
    icon: <TriangleAlert aria-hidden className="size-5 shrink-0 text-accent" />,
    ariaProps: { role: 'status', 'aria-live': 'polite' },
    ...options,
  });
}

/** The app's toasts: `notify.success(…)`, `notify.error(…)`, `notify.warning(…)`, `notify.info(…)`, `notify.loading(…)`. */
export const notify = {
  success: toast.success,
  error: toast.error,
  loading: toast.loading,
  warning,
  info: (message: string, options?: ToastOptions) => toast(message, options),
  dismiss: (id?: string) => {
    toast.dismiss(id);
  },
};
