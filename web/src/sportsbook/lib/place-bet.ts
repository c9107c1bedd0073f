/**
 * Placing the slip (`POST bets`) and turning each refusal of docs/sportsbook.md's table into what the slip shows:
 * on the leg it concerns (closed, odds moved) or on the stake (too low, too high, funds), with what its fix needs.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SportsbookError, type BetKind, type OddsChange, type PlaceBet, type SelectionRef } from '@/sportsbook/lib/api';
import { useFrame } from '@/sportsbook/lib/frame';
import { postToSite } from '@/sportsbook/lib/parent';
import { BETS_KEY, ME_KEY } from '@/sportsbook/lib/queries';
import { fitKind, useSlip, type LegProblem, type SlipProblem } from '@/sportsbook/lib/slip-store';
import { selectionKey, type SlipSelection } from '@/sportsbook/lib/slip';

export function betBody(
  state: { selections: SlipSelection[]; kind: BetKind; systemSize: number | null; requestId: string; stakePer: PlaceBet['stakePer'] },
  stakeKurus: number,
  oddsChange: OddsChange,
): PlaceBet {
  const kind = fitKind(state.kind, state.selections.length);
  const size = kind === 'system' ? state.systemSize : null;
  return {
    requestId: state.requestId,
    // A cover is kept as a size below zero (lib/slip.ts, coverSizes) and sent as the `cover` kind.
    kind: size !== null && size < 0 ? 'cover' : kind,
    ...(size ? { systemSize: Math.abs(size) } : {}),
    stake: stakeKurus / 100,
    stakePer: state.stakePer,
    oddsChange,
    selections: state.selections.map(({ eventId, market, outcome, odds }) => ({ eventId, market, outcome, odds })),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function refs(data: unknown): (SelectionRef & { odds?: number })[] {
  if (!isObject(data) || !Array.isArray(data.selections)) return [];
  return data.selections.filter(isObject).map((item) => ({
    eventId: item.eventId as SelectionRef['eventId'],
    market: String(item.market),
    outcome: String(item.outcome),
    ...(typeof item.odds === 'number' ? { odds: item.odds } : {}),
  }));
}

const amount = (data: unknown, field: string): number | undefined => (isObject(data) && typeof data[field] === 'number' ? data[field] : undefined);

/** What a refusal puts on the slip: the problem of the slip and those of its legs. */
export function problemsOf(error: SportsbookError, selections: readonly SlipSelection[]): { problem: SlipProblem | null; legs: Record<string, LegProblem> } {
  const legs: Record<string, LegProblem> = {};
  const base = { code: error.code, message: error.message };
  switch (error.code) {
    case 'sportsbook.market_closed':
      for (const ref of refs(error.data)) legs[selectionKey(ref)] = { kind: 'closed' };
      return { problem: base, legs };
    case 'sportsbook.odds_changed': {
      const current = new Map(selections.map((item) => [selectionKey(item), item.odds]));
      for (const ref of refs(error.data)) {
        const key = selectionKey(ref);
        if (ref.odds !== undefined && current.has(key) && current.get(key) !== ref.odds) legs[key] = { kind: 'odds', odds: ref.odds };
      }
      return { problem: base, legs };
    }
    case 'sportsbook.stake_too_low':
      return { problem: { ...base, amount: amount(error.data, 'minStake') }, legs };
    case 'sportsbook.stake_too_high':
      return { problem: { ...base, amount: amount(error.data, 'maxStake') }, legs };
    case 'sportsbook.insufficient_funds':
      return { problem: { ...base, amount: amount(error.data, 'balance') }, legs };
    default:
      return { problem: base, legs };
  }
}

/** The Place button's call: on success the receipt, a fresh balance here and in the site's header. */
export function usePlaceBet() {
  const { api } = useFrame();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceBet) => api.place(body),
    onSuccess: (bet) => {
      useSlip.getState().placed(bet);
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
      void queryClient.invalidateQueries({ queryKey: BETS_KEY });
      postToSite({ type: 'zar-sportsbook:balance' });
    },
    onError: (error) => {
      const refusal = error instanceof SportsbookError ? error : new SportsbookError(error.message, 'unknown', 0);
      if (refusal.code === 'sportsbook.login_required') postToSite({ type: 'zar-sportsbook:login' });
      const { problem, legs } = problemsOf(refusal, useSlip.getState().selections);
      useSlip.getState().refused(problem, legs);
    },
  });
}
