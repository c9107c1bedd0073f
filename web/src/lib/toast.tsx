import { TriangleAlert } from 'lucide-react';
import type { ToastOptions, toast as hotToast } from 'react-hot-toast';

/** Product §9 toast constants. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 4000;
export const TOAST_LOADING_DURATION_MS = 30_000;
export const TOAST_ENTER_MS = 350;
export const TOAST_EXIT_MS = 800;

/**
 * react-hot-toast loads with the first toast (or once the page is idle, with the toaster), not with the first page:
 * the calls below name their toast themselves, so they still answer its id at once.
 */
type HotToast = typeof hotToast;
let library: Promise<HotToast> | null = null;
const firstToastListeners = new Set<() => void>();
let toasted = false;

function withToast(action: (toast: HotToast) => void): void {
  if (!toasted) {
    toasted = true;
    for (const listener of firstToastListeners) listener();
  }
  library ??= import('react-hot-toast').then((module) => module.default);
  void library.then(action);
}

/** Resolves once every toast asked for so far has reached react-hot-toast (its calls run in order after the import). */
export async function toastsDelivered(): Promise<void> {
  await library;
}

/** Calls `listener` when the app first asks for a toast (at once if it already has): the toaster mounts then. */
export function onFirstToast(listener: () => void): () => void {
  if (toasted) listener();
  else firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

let lastId = 0;
const idOf = (options?: ToastOptions) => options?.id ?? `toast-${(lastId += 1)}`;

/** react-hot-toast has no warning type: a blank toast with a warning icon and the same duration. */
function warning(message: string, options?: ToastOptions): string {
  const id = idOf(options);
  withToast((toast) =>
    toast(message, {
      duration: TOAST_DURATION_MS,
      icon: <TriangleAlert aria-hidden className="size-5 shrink-0 text-accent" />,
      ariaProps: { role: 'status', 'aria-live': 'polite' },
      ...options,
      id,
    }),
  );
  return id;
}

/** The error toasts on screen: a success that follows them clears them (issue 24), so the two never sit side by side. */
const errorIds = new Set<string>();

function error(message: string, options?: ToastOptions): string {
  const id = idOf(options);
  errorIds.add(id);
  withToast((toast) => toast.error(message, { ...options, id }));
  return id;
}

function success(message: string, options?: ToastOptions): string {
  const id = idOf(options);
  const stale = [...errorIds];
  errorIds.clear();
  withToast((toast) => {
    for (const errorId of stale) toast.dismiss(errorId);
    toast.success(message, { ...options, id });
  });
  return id;
}

function plain(kind: 'loading' | 'blank') {
  return (message: string, options?: ToastOptions): string => {
    const id = idOf(options);
    withToast((toast) => (kind === 'loading' ? toast.loading(message, { ...options, id }) : toast(message, { ...options, id })));
    return id;
  };
}

/** The app's toasts: `notify.success(…)`, `notify.error(…)`, `notify.warning(…)`, `notify.info(…)`, `notify.loading(…)`. */
export const notify = {
  success,
  error,
  loading: plain('loading'),
  warning,
  info: plain('blank'),
  dismiss: (id?: string) => {
    withToast((toast) => toast.dismiss(id));
  },
};
