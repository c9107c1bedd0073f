import { useDialogStore } from '@/stores/dialog-store';

/**
 * The control that opened the account dialogs, so closing them (Escape, ×, a finished form) gives the focus back
 * to it, as a dialog with a trigger does. Ours are opened through the store from anywhere, so Radix has no trigger
 * to return to and the focus would fall to <body>.
 */
let opener: HTMLElement | null = null;

/** Call when the dialogs open (none was open): notes what has the focus. */
export function rememberOpener(): void {
  const focused = document.activeElement;
  opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
}

/**
 * A dialog's `onCloseAutoFocus`: once no account dialog is open any more, the focus goes back to the opener if it is
 * still on the page; while the player only moves to another dialog, that one keeps it.
 */
export function returnFocusToOpener(event: Event): void {
  event.preventDefault();
  if (useDialogStore.getState().open !== null) return;
  const target = opener;
  opener = null;
  if (target?.isConnected) target.focus();
}
