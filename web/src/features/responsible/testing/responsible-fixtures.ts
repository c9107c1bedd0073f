import type { Exclusion, LimitView, ResponsibleOverview } from '@/lib/api/types';

const PERIODS = ['daily', 'weekly', 'monthly'] as const;
const KINDS = ['deposit', 'loss', 'wager'] as const;

/** One limit as the server lists it: none set, nothing used, unless changed. */
export function aLimit(changes: Partial<LimitView> & Pick<LimitView, 'kind' | 'period'>): LimitView {
  return { amount: null, used: 0, left: null, resetsAt: '2026-11-24T21:00:00Z', pending: null, ...changes };
}

/**
 * `customer/responsiblegaming` for a player: every kind × period (none set unless `limits` says so), no session
 * limit, the reality check every 60 minutes, no exclusion, two help organisations.
 */
export function anOverview(
  changes: Partial<Omit<ResponsibleOverview, 'limits'>> & { limits?: LimitView[] } = {},
): ResponsibleOverview {
  const given = changes.limits ?? [];
  const limits = KINDS.flatMap((kind) =>
    PERIODS.map((period) => given.find((l) => l.kind === kind && l.period === period) ?? aLimit({ kind, period })),
  );
  return {
    session: { minutes: null, pending: null },
    realityCheck: { minutes: 60, options: [15, 30, 45, 60, 120] },
    exclusion: null,
    helpLinks: [
      { name: 'Yeşilay Danışmanlık Merkezi (YEDAM)', url: 'https://www.yesilay.org.tr', phone: '115' },
      { name: 'BeGambleAware', url: 'https://www.begambleaware.org', phone: null },
    ],
    ...changes,
    limits,
  };
}

/** A 7-day time-out in force. */
export function aTimeout(changes: Partial<Exclusion> = {}): Exclusion {
  return {
    kind: 'timeout',
    period: '7d',
    startedAt: '2026-11-24T11:00:00Z',
    endsAt: '2099-12-01T11:00:00Z',
    reopenAt: null,
    canRequestReopen: false,
    ...changes,
  };
}
