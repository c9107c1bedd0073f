import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Product §2: a popup is shown once per content, remembered on this device (a logout keeps it). The
 * ids already shown are kept in localStorage under 'popupSeen' (a JSON list); storage failures just forget.
 */
function seenIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(readStorage('popupSeen') ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function wasPopupSeen(id: number): boolean {
  return seenIds().includes(id);
}

export function rememberPopupSeen(id: number): void {
  // Keep the list short: only the latest few popups matter.
  const ids = [...seenIds().filter((seen) => seen !== id), id].slice(-20);
  writeStorage('popupSeen', JSON.stringify(ids));
}
