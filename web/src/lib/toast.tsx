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

/** The error toasts on screen: a success that follows them clears them (issue 24), so the two never sit side by side. */
const errorIds = new Set<string>();

function error(message: string, options?: ToastOptions): string {
  const id = toast.error(message, options);
  errorIds.add(id);
  return id;
}

function success(message: string, options?: ToastOptions): string {
  for (const id of errorIds) toast.dismiss(id);
  errorIds.clear();
  return toast.success(message, options);
}

/** The app's toasts: `notify.success(…)`, `notify.error(…)`, `notify.warning(…)`, `notify.info(…)`, `notify.loading(…)`. */
export const notify = {
  success,
  error,
  loading: toast.loading,
  warning,
  info: (message: string, options?: ToastOptions) => toast(message, options),
  dismiss: (id?: string) => {
    toast.dismiss(id);
  },
};
