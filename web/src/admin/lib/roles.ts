/**
 * Who may do what in the back office: the ONE map the navigation, the routes and every action button read.
 * It copies the server's truth, which stays the judge (the API answers 403 `auth.forbidden` anyway):
 * - `crates/api/src/admin/roles.rs`: `ContentEditor` (content), `SupportAgent` (support), `Cashier` (finance),
 *   `MoneyReader` (finance, support), `OptionsEditor` (content, finance; each site option says who may change it);
 *   admin always passes;
 * - `crates/api/src/admin/players.rs`: `VIEW` (support, finance) and `CHANGE` (support);
 * - `crates/api/src/responsible/admin.rs`: `ROLES` (support);
 * - `crates/api/src/casino/providers_admin.rs`: `Administrator` (admin only; bonuses use it too);
 * - `crates/api/src/admin/audit.rs`: admin only;
 * - `crates/api/src/admin/reports.rs`: `Cashier` (finance); `player_sessions.rs`: `SupportAgent`; `player_notes.rs`:
 *   `PlayerStaff` (finance, support); `player_activity.rs`: `MoneyReader` (finance, support);
 * - `crates/api/src/sportsbook/`: reading `MoneyReader` (finance, support), result, cancel and void `Cashier` (finance).
 */
export const ROLES = ['admin', 'finance', 'support', 'content'] as const;
export type Role = (typeof ROLES)[number];

/** Each permission with the roles besides admin that hold it, and the handlers it mirrors. */
export const PERMISSIONS = {
  /** `GET /api/admin/players`, `players/{id}` (players.rs VIEW). */
  'players.view': ['support', 'finance'],
  /** `POST players/{id}/block`, `unblock` (players.rs CHANGE). */
  'players.block': ['support'],
  /** `GET players/{id}/ledger` (MoneyReader). */
  'players.ledger': ['finance', 'support'],
  /** `GET players/{id}/responsiblegaming`, `POST …/limits` (responsible/admin.rs ROLES). */
  'players.protection': ['support'],
  /** `GET withdrawals`, `GET payments` (MoneyReader). */
  'payments.view': ['finance', 'support'],
  /** `POST withdrawals/{id}/approve`, `reject` (Cashier). */
  'withdrawals.decide': ['finance'],
  /** `GET/POST notifications` (SupportAgent). */
  'notifications.send': ['support'],
  /** `GET support/requests`, `POST …/close` (SupportAgent). */
  'support.requests': ['support'],
  /** `/api/admin/cms/*` (ContentEditor). */
  'content.edit': ['content'],
  /** `/api/admin/cms/siteoptions` (OptionsEditor): each option's `editable` says whether the role may change it. */
  'content.siteoptions': ['content', 'finance'],
  /** `casino/games`, `casino/categories` (ContentEditor). */
  'casino.catalogue': ['content'],
  /** `casino/providers` (Administrator). */
  'casino.providers': [],
  /** `bonuses` (Administrator). */
  'bonuses.manage': [],
  /** `GET reports/overview`, `reports/ggr`, `reports/payments` (reports.rs Cashier). */
  'reports.view': ['finance'],
  /** `GET players/{id}/sessions`, `POST …/sessions/{sessionId}/end` (player_sessions.rs SupportAgent). */
  'players.sessions': ['support'],
  /** `GET`/`POST players/{id}/notes` (player_notes.rs PlayerStaff). */
  'players.notes': ['finance', 'support'],
  /** `GET players/{id}/rounds`, `…/bonuses`, `…/notifications` (player_activity.rs MoneyReader). */
  'players.activity': ['finance', 'support'],
  /** `GET players/{id}/summary` (player_activity.rs MoneyReader): beside a withdrawal and atop the player page. */
  'players.summary': ['finance', 'support'],
  /** `GET sportsbook/events`, `events/{id}`, `sportsbook/slips` (sportsbook/events.rs, slips.rs MoneyReader). */
  'sportsbook.view': ['finance', 'support'],
  /** `POST sportsbook/events/{id}/result`, `…/cancel`, `sportsbook/slips/{id}/void` (Cashier: money moves). */
  'sportsbook.settle': ['finance'],
  /** `GET audit` (admin only). */
  'audit.view': [],
} as const satisfies Record<string, readonly Exclude<Role, 'admin'>[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether an operator with `role` may use `permission` (admin may use everything). */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!isRole(role)) return false;
  return role === 'admin' || (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
