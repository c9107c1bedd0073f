/**
 * Spec §2: a popup is shown once per content, remembered on this device. The ids already shown
 * are kept in localStorage under 'popupSeen' (a JSON list); storage failures just forget.
 */
const KEY = 'popupSeen';

function seenIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function wasPopupSeen(id: number): boolean {
  return seenIds().includes(id);
}

export function rememberPopupSeen(id: number): void {
  try {
    // Keep the list short: only the latest few popups matter.
    const ids = [...seenIds().filter((seen) => seen !== id), id].slice(-20);
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage unavailable: the popup may show again next visit.
  }
}
