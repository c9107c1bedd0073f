import { describe, expect, it } from 'vitest';
import { SportsbookError } from '@/sportsbook/lib/api';
import { betBody, problemsOf } from '@/sportsbook/lib/place-bet';
import type { SlipSelection } from '@/sportsbook/lib/slip';

const selection = (eventId: number, outcome: string, odds: number): SlipSelection => ({
  eventId,
  market: '1x2',
  outcome,
  odds,
  home: `Home ${eventId}`,
  away: `Away ${eventId}`,
  marketName: 'Match result',
  outcomeName: outcome,
  startsAt: '2026-12-02T18:00:00Z',
  sport: 'football',
});

describe('placing the slip', () => {
  it('sends the kind, the size of a system, the stake in lira and the selections as the API takes them', () => {
    const selections = [selection(1, '1', 1.85), selection(2, 'X', 3.4), selection(3, '2', 2.2)];
    expect(betBody({ selections, kind: 'system', systemSize: 2, requestId: 'r-1', stakePer: 'total' }, 1050, 'higher')).toEqual({
      requestId: 'r-1',
      kind: 'system',
      systemSize: 2,
      stake: 10.5,
      stakePer: 'total',
      oddsChange: 'higher',
      selections: [
        { eventId: 1, market: '1x2', outcome: '1', odds: 1.85 },
        { eventId: 2, market: '1x2', outcome: 'X', odds: 3.4 },
        { eventId: 3, market: '1x2', outcome: '2', odds: 2.2 },
      ],
    });
    // A kind that does not fit the selections is sent as the one that does, and a multiple has no size.
    expect(betBody({ selections: selections.slice(0, 1), kind: 'multiple', systemSize: 2, requestId: 'r', stakePer: 'line' }, 100, 'none')).toMatchObject({ kind: 'single' });
    expect(betBody({ selections, kind: 'multiple', systemSize: 2, requestId: 'r', stakePer: 'line' }, 100, 'none')).not.toHaveProperty('systemSize');
  });

  it('puts moved odds on the legs that moved', () => {
    const selections = [selection(1, '1', 1.85), selection(2, 'X', 3.4)];
    const error = new SportsbookError('Odds changed', 'sportsbook.odds_changed', 409, {
      selections: [
        { eventId: 1, market: '1x2', outcome: '1', odds: 1.85 },
        { eventId: 2, market: '1x2', outcome: 'X', odds: 3.1 },
      ],
    });
    expect(problemsOf(error, selections)).toEqual({ problem: { code: 'sportsbook.odds_changed', message: 'Odds changed' }, legs: { '2|1x2|X': { kind: 'odds', odds: 3.1 } } });
  });

  it('locks the legs of closed markets', () => {
    const error = new SportsbookError('Closed', 'sportsbook.market_closed', 409, { selections: [{ eventId: 2, market: '1x2', outcome: 'X' }] });
    expect(problemsOf(error, [selection(2, 'X', 3.4)]).legs).toEqual({ '2|1x2|X': { kind: 'closed' } });
  });

  it('keeps the figure a stake or funds refusal fixes with', () => {
    const slip = [selection(1, '1', 1.85)];
    expect(problemsOf(new SportsbookError('Low', 'sportsbook.stake_too_low', 422, { minStake: 1 }), slip).problem).toEqual({ code: 'sportsbook.stake_too_low', message: 'Low', amount: 1 });
    expect(problemsOf(new SportsbookError('High', 'sportsbook.stake_too_high', 422, { maxStake: 750 }), slip).problem?.amount).toBe(750);
    expect(problemsOf(new SportsbookError('Funds', 'sportsbook.insufficient_funds', 409, { balance: 3.5 }), slip).problem?.amount).toBe(3.5);
    expect(problemsOf(new SportsbookError('No', 'sportsbook.not_allowed', 403, null), slip)).toEqual({ problem: { code: 'sportsbook.not_allowed', message: 'No' }, legs: {} });
  });
});
