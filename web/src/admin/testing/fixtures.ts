import { http } from 'msw';
import type { OperatorMe, PlayerDetail, PlayerSummary } from '@/admin/lib/api-types';
import { useAdminSession } from '@/admin/lib/session';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

/** An operator signed in with `role` (the token in the session, `auth/me` answering for it). */
export function signInOperator(role: OperatorMe['role'] = 'admin'): OperatorMe {
  const me: OperatorMe = { id: 1, username: `${role}-op`, role, totpEnabled: true, totpRequired: false };
  useAdminSession.getState().signIn('operator-token');
  server.use(http.get('*/api/admin/auth/me', () => ok(me)));
  return me;
}

export function aPlayer(changes: Partial<PlayerDetail> = {}): PlayerDetail {
  return {
    id: 7,
    username: 'ayse1990',
    name: 'Ayşe',
    surname: 'Yılmaz',
    usercode: 'K7M2QX9D',
    email: 'ayse@example.com',
    phone: '905551112233',
    smsVerified: true,
    birthDate: '1990-04-01',
    locale: 'tr',
    countryId: 1,
    status: 'active',
    balance: 1250.5,
    bonusBalance: 40,
    sessions: 3,
    activeSessions: 1,
    createdAt: '2026-01-05T10:00:00Z',
    lastLoginAt: '2026-11-26T18:30:00Z',
    ...changes,
  };
}

/**
 * Serves a paged admin list at `path` (an msw path, `*` for the origin) with `items` and `total`, and records each
 * request's `skip` and `take` in the array it returns.
 */
export function servePage(path: string, items: unknown[], total = items.length): { skip: string | null; take: string | null }[] {
  const seen: { skip: string | null; take: string | null }[] = [];
  server.use(
    http.get(path, ({ request }) => {
      const url = new URL(request.url);
      seen.push({ skip: url.searchParams.get('skip'), take: url.searchParams.get('take') });
      return ok({ items, total });
    }),
  );
  return seen;
}

/** A bonus's game weights (percent of a stake that counts towards wagering). */
export const WEIGHTS = { slot: 100, games: 100, live: 10, bingo: 50, virtual: 50, tvbets: 10 };

/** A player's money summary: a steady depositor with a big recent win, an active bonus and no flags. */
export function aSummary(changes: Partial<PlayerSummary> = {}): PlayerSummary {
  return {
    deposits: { count: 12, amount: 15000 },
    withdrawals: { count: 3, amount: 4200 },
    pendingWithdrawals: { count: 1, amount: 2500 },
    last30Days: { deposits: 3000, withdrawals: 1000, bets: 18000, wins: 16500.5, rounds: 940 },
    recentWins: [{ gameName: 'Gates of Olympus', providerName: 'Pragmatic Play', bet: 10, win: 4800, at: '2026-11-25T21:14:00Z' }],
    bonus: { name: 'Hoş geldin bonusu', balance: 320, wagered: 2500, required: 10000 },
    protection: { excludedUntil: null, exclusionKind: null, limits: 0, alerts30Days: 0 },
    latestNotes: [],
    ...changes,
  };
}
