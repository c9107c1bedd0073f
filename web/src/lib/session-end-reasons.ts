/**
 * Why a session ended, as the API names it (a player's `PlayerSession.endReason`, the back office's
 * `AdminSession.endReason`): the player's session history and the back office's sessions tab word each of them.
 */
export const SESSION_END_REASONS = [
  'logout',
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
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export function isSessionEndReason(value: string | null | undefined): value is SessionEndReason {
  return typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);
}
