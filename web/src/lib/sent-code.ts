/**
 * The last one-time code sent (an SMS to verify a phone, a recovery e-mail), kept in sessionStorage so a reload or
 * a dialog opened again resumes at the code entry while that code is still valid, with the resend timer showing
 * what is left of its wait. The server's answer to a send carries only a message, so the times are ours: architecture §6
 * (a code lives 10 minutes) and product §9 (a new one can be asked for 60 s after the last).
 */

/** How long a code is valid after it was sent (architecture §6). */
export const CODE_VALID_MS = 10 * 60_000;
/** Product §9: a new code can be asked for this long after the last one. */
export const RESEND_WAIT_MS = 60_000;

/** What the code is for: the player's phone, or a visitor's password recovery. */
export type CodePurpose = 'phone' | 'recovery';

export interface SentCode {
  /** Where it went: the phone number, or the username whose address got the e-mail. */
  to: string;
  /** When it was sent (ms since the epoch). */
  sentAt: number;
  /** The logged-in player it was sent for; null for a visitor. */
  owner: string | null;
}

const key = (purpose: CodePurpose) => `zar.sentCode.${purpose}`;

function isSentCode(value: unknown): value is SentCode {
  if (typeof value !== 'object' || value === null) return false;
  const { to, sentAt, owner } = value as Partial<SentCode>;
  return typeof to === 'string' && typeof sentAt === 'number' && (owner === null || typeof owner === 'string');
}

/** Notes a code just sent to `to` (for `owner`, the logged-in player) and returns it. */
export function rememberSentCode(purpose: CodePurpose, to: string, owner: string | null = null): SentCode {
  const sent = { to, sentAt: Date.now(), owner };
  try {
    window.sessionStorage.setItem(key(purpose), JSON.stringify(sent));
  } catch {
    // Storage unavailable: a reload starts again from the first step.
  }
  return sent;
}

/** The last code sent for `owner` while it is still valid; null when there is none, it expired or was someone else's. */
export function readSentCode(purpose: CodePurpose, owner: string | null = null): SentCode | null {
  try {
    const raw = window.sessionStorage.getItem(key(purpose));
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!isSentCode(value) || value.owner !== owner) return null;
    const age = Date.now() - value.sentAt;
    return age >= 0 && age < CODE_VALID_MS ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the code once it has done its job (the phone verified, the password changed). */
export function forgetSentCode(purpose: CodePurpose): void {
  try {
    window.sessionStorage.removeItem(key(purpose));
  } catch {
    // Nothing to forget.
  }
}
