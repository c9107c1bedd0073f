import { reloadAt } from '@/lib/navigation';
import { clearPlayerStorage } from '@/lib/storage';
import { useActionStore } from '@/stores/action-store';
import { useAuthStore } from '@/stores/auth-store';

/** Product §4/§8: after a logout the page goes to / and reloads this long after. */
export const LOGOUT_RELOAD_DELAY_MS = 300;

let ending = false;

/**
 * Ends the session on this device: resets the stores, clears local and session storage
 * (but the language and fingerprint), then goes to / and reloads after 300 ms.
 * Used on HTTP 401 and, after `auth/logout`, by the logout action. Runs once per page.
 */
export function endSession(): void {
  if (ending) return;
  ending = true;
  useAuthStore.getState().signOut();
  clearPlayerStorage();
  useActionStore.getState().reset();
  window.setTimeout(() => {
    reloadAt('/');
  }, LOGOUT_RELOAD_DELAY_MS);
}
