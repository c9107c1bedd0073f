/**
 * The keys this app keeps in localStorage. Reads and writes never throw: storage can be full or
 * disabled (private windows), and the site must still work, only forgetting between visits.
 */
export type StorageKey = 'session' | 'language' | 'fingerprint' | 'topNotifyRead';

/** Keys that survive a logout: they describe the browser, not the player. */
const DEVICE_KEYS: readonly StorageKey[] = ['language', 'fingerprint'];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: keep working without persistence.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/**
 * Clears local and session storage on logout (spec §4), keeping the chosen language and the
 * device fingerprint so the player is not switched back to Turkish by an expired session.
 */
export function clearPlayerStorage(): void {
  const kept = DEVICE_KEYS.map((key) => [key, readStorage(key)] as const);
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable.
  }
  for (const [key, value] of kept) {
    if (value !== null) writeStorage(key, value);
  }
}
