/** What kind of bonus: the registration's trial bonus, free money, or a match of a deposit. */
export type BonusKind = 'trial' | 'free' | 'deposit_match';

/** Where a grant is: wagering (`active`), turned into cash, run out of time, or given up. */
export type BonusStatus = 'active' | 'converted' | 'expired' | 'forfeited';

const KINDS: readonly string[] = ['trial', 'free', 'deposit_match'] satisfies BonusKind[];
const STATUSES: readonly string[] = ['active', 'converted', 'expired', 'forfeited'] satisfies BonusStatus[];

/** The server's `kind` (a string in the schema) as one the page knows; an unknown one shows as free money. */
export function bonusKind(kind: string): BonusKind {
  return KINDS.includes(kind) ? (kind as BonusKind) : 'free';
}

/** The server's `status` as one the page knows; an unknown one shows as ended (expired). */
export function bonusStatus(status: string): BonusStatus {
  return STATUSES.includes(status) ? (status as BonusStatus) : 'expired';
}
