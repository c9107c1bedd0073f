import type { Exclusion } from '@/lib/api/types';

/**
 * Why a session ended elsewhere, as the hub's `SessionEnded {reason}` and a 401's `session.<reason>` code say it, for
 * the reasons the player is told about after the logout: ended from another device or by our support, by a password change or reset,
 * by inactivity or age, by a block, or by their own protection (the session limit, an exclusion, closing the
 * account). A logout of their own (`logout`, `auth.unauthorized`) is not explained.
 */
export const EXPLAINED_REASONS = [
  'revoked',
  'ended_by_operator',
  'password_changed',
  'password_reset',
  'idle',
  'expired',
  'blocked',
  'session_limit',
  'excluded',
  'closed',
] as const;
export type ExplainedReason = (typeof EXPLAINED_REASONS)[number];

/** The reasons after which the player can simply log in again: the notice offers the login form. */
export const LOGIN_AGAIN: readonly ExplainedReason[] = ['revoked', 'ended_by_operator', 'password_changed', 'password_reset', 'idle', 'expired', 'session_limit'];

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

/** A 401's code (`session.revoked`, …) as the reason it names; null for a plain `auth.unauthorized` or none. */
export function reasonOfCode(code: string | null): string | null {
  return code?.startsWith('session.') ? code.slice('session.'.length) : null;
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
