import type { Exclusion } from '@/lib/api/types';

/** The hub's `SessionEnded` reasons that the player is told about after the logout (their own protection). */
export const EXPLAINED_REASONS = ['session_limit', 'excluded', 'closed'] as const;
export type ExplainedReason = (typeof EXPLAINED_REASONS)[number];

/** Why the session ended, kept over the logout's reload; the exclusion when this page took it. */
export interface SessionEndNotice {
  reason: ExplainedReason;
  exclusion?: Exclusion | null;
}

/** sessionStorage, written after the logout cleared it and read once by the next page. */
const KEY = 'zar.sessionEnd';

export function isExplainedReason(value: unknown): value is ExplainedReason {
  return typeof value === 'string' && (EXPLAINED_REASONS as readonly string[]).includes(value);
}

/**
 * Keeps the notice for the page the logout reloads to. Call it after `endSession()` (which clears the storage).
 * A notice with an exclusion is not replaced by the hub's plainer one for the same logout.
 */
export function rememberSessionEnd(notice: SessionEndNotice): void {
  try {
    const kept = peek();
    if (kept?.exclusion && !notice.exclusion && kept.reason === notice.reason) return;
    window.sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // Storage unavailable: the player is logged out without the explanation.
  }
}

function peek(): SessionEndNotice | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SessionEndNotice> | null;
    return value && isExplainedReason(value.reason) ? { reason: value.reason, exclusion: value.exclusion ?? null } : null;
  } catch {
    return null;
  }
}

/** The kept notice, if any (it stays until {@link forgetSessionEnd}). */
export function readSessionEnd(): SessionEndNotice | null {
  return peek();
}

/**
 * Removes the notice once it has been shown, so it shows once. Call it after the dialog is on screen (an effect):
 * a render React throws away (a suspended tree) must not lose it.
 */
export function forgetSessionEnd(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to remove.
  }
}

/** Whether a notice waits for this page (without taking it). */
export function hasSessionEnd(): boolean {
  return peek() !== null;
}
