/**
 * The keys this app keeps in localStorage. Reads and writes never throw: storage can be full or
 * disabled (private windows), and the site must still work, only forgetting between visits.
 */
export type StorageKey = 'session' | 'language' | 'fingerprint' | 'topNotifyRead' | 'popupSeen' | 'railCollapsed' | 'refId';

/**
 * Keys that survive a logout: they describe the browser, not the player — the language, the
 * fingerprint, the announcements already seen here (top banner, popups) and the rail's layout.
 * The games' sound choice (`zar-games-sound`, kept by the game frames) is one too.
 */
const DEVICE_KEYS: readonly string[] = ['language', 'fingerprint', 'topNotifyRead', 'popupSeen', 'railCollapsed', 'zar-games-sound'];

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
 * Clears what belongs to the session on logout (product §4): everything in local and session storage
 * but the device's keys, so the player is not switched back to Turkish nor shown the welcome popup
 * again by a logout. Whatever else a feature stores is the player's and goes.
 */
export function clearPlayerStorage(): void {
  try {
    const { localStorage, sessionStorage } = window;
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    const playerKeys = keys.filter((key): key is string => key !== null && !DEVICE_KEYS.includes(key));
    for (const key of playerKeys) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage unavailable.
  }
}
