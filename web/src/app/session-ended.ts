import { endSession } from '@/features/auth/api/end-session';
import { isExplainedReason, rememberSessionEnd } from '@/features/responsible/lib/session-end-notice';

/**
 * A session ended elsewhere — the hub's `SessionEnded {reason}`, or a call answered 401 with `session.<reason>` —
 * logs out here; when the reason is one the player is told about, the page the logout reloads to says why once
 * (SessionEndDialog), in the page's language and with the same words whichever way the news arrived. Without a
 * reason (a logout of their own, `auth.unauthorized`) it stays a plain logout.
 */
export function endSessionBecause(reason: string | null): void {
  endSession();
  // After endSession: it clears the session storage the notice is kept in.
  if (isExplainedReason(reason)) rememberSessionEnd({ reason });
}
