/**
 * The bet slip's state, kept in sessionStorage (docs/sportsbook.md: after a login the site reloads the frame with the
 * new token, and the slip must survive it). Errors of a refused bet sit on the legs they concern.
 */
import { create } from 'zustand';
import type { Bet, BetKind, StakePer } from '@/sportsbook/lib/api';
import { coverSizes, MAX_SYSTEM_SELECTIONS, MIN_SYSTEM_SELECTIONS, newRequestId, selectionKey, type SlipSelection } from '@/sportsbook/lib/slip';

export const SLIP_STORAGE_KEY = 'zar-sportsbook-slip';

/** What is wrong with one leg after a refusal: its market closed, or its odds moved to `odds`. */
export type LegProblem = { kind: 'closed' } | { kind: 'odds'; odds: number };

/** A refusal that concerns the whole slip, with the figure its fix needs. */
export interface SlipProblem {
  code: string;
  message: string;
  /** stake_too_low: the minimum; stake_too_high: the maximum per line; insufficient_funds: the balance. */
  amount?: number;
}

interface Persisted {
  selections: SlipSelection[];
  kind: BetKind;
  systemSize: number | null;
  stake: string;
  stakePer: StakePer;
  requestId: string;
}

export interface SlipState extends Persisted {
  legProblems: Record<string, LegProblem>;
  problem: SlipProblem | null;
  receipt: Bet | null;
  toggle: (selection: SlipSelection) => void;
  remove: (key: string) => void;
  clear: () => void;
  setKind: (kind: BetKind) => void;
  setSystemSize: (size: number) => void;
  setStake: (stake: string) => void;
  setStakePer: (stakePer: StakePer) => void;
  /** The new odds of every leg that moved (after `odds_changed`), taken onto the slip. */
  acceptOdds: () => void;
  refused: (problem: SlipProblem | null, legs?: Record<string, LegProblem>) => void;
  /** A bet placed: the receipt shows, and the slip empties unless the player keeps the selections. */
  placed: (bet: Bet) => void;
  dismissReceipt: (keepSelections: boolean) => void;
}

function fresh(): Persisted {
  return { selections: [], kind: 'single', systemSize: null, stake: '', stakePer: 'line', requestId: newRequestId() };
}

function read(): Persisted {
  try {
    const raw = window.sessionStorage.getItem(SLIP_STORAGE_KEY);
    if (!raw) return fresh();
    const value = JSON.parse(raw) as Partial<Persisted>;
    return { ...fresh(), ...value, selections: Array.isArray(value.selections) ? value.selections : [] };
  } catch {
    return fresh();
  }
}

/** The kind a slip of `n` selections can be: the chosen one when it applies, else the nearest that does. */
export function fitKind(kind: BetKind, n: number): BetKind {
  if (kind === 'system' && (n < MIN_SYSTEM_SELECTIONS || n > MAX_SYSTEM_SELECTIONS)) return n >= 2 ? 'multiple' : 'single';
  if (kind === 'multiple' && n < 2) return 'single';
  return kind;
}

function fitSize(size: number | null, n: number): number | null {
  if (n < MIN_SYSTEM_SELECTIONS || n > MAX_SYSTEM_SELECTIONS) return null;
  if (size !== null && ((size >= 2 && size < n) || coverSizes(n).includes(size))) return size;
  return n - 1;
}

/** Any change to what would be placed: a new request id, the old refusal gone. */
const changed = { legProblems: {}, problem: null } as const;

export const useSlip = create<SlipState>()((set, get) => ({
  ...read(),
  legProblems: {},
  problem: null,
  receipt: null,
  toggle: (selection) => {
    const key = selectionKey(selection);
    const { selections, kind } = get();
    let next: SlipSelection[];
    if (selections.some((item) => selectionKey(item) === key)) next = selections.filter((item) => selectionKey(item) !== key);
    else {
      // Another outcome of the same market replaces the one there.
      next = selections.filter((item) => !(String(item.eventId) === String(selection.eventId) && item.market === selection.market));
      next = [...next, selection];
    }
    // A second selection turns singles into a multiple, the usual first wish; the player can switch back.
    const nextKind = selections.length === 1 && next.length === 2 && kind === 'single' ? 'multiple' : fitKind(kind, next.length);
    set({ ...changed, requestId: newRequestId(), selections: next, kind: nextKind, systemSize: fitSize(get().systemSize, next.length), receipt: null });
  },
  remove: (key) => {
    const next = get().selections.filter((item) => selectionKey(item) !== key);
    set({ ...changed, requestId: newRequestId(), selections: next, kind: fitKind(get().kind, next.length), systemSize: fitSize(get().systemSize, next.length) });
  },
  clear: () => set({ ...changed, ...fresh(), stake: get().stake, stakePer: get().stakePer }),
  setKind: (kind) => set({ ...changed, requestId: newRequestId(), kind: fitKind(kind, get().selections.length), systemSize: fitSize(get().systemSize, get().selections.length) }),
  setSystemSize: (systemSize) => set({ ...changed, requestId: newRequestId(), systemSize }),
  setStake: (stake) => set({ requestId: newRequestId(), stake, problem: null }),
  setStakePer: (stakePer) => set({ requestId: newRequestId(), stakePer, problem: null }),
  acceptOdds: () => {
    const { selections, legProblems } = get();
    const legs: Record<string, LegProblem> = {};
    const next = selections.map((item) => {
      const problem = legProblems[selectionKey(item)];
      if (problem?.kind === 'odds') return { ...item, odds: problem.odds };
      if (problem) legs[selectionKey(item)] = problem;
      return item;
    });
    set({ selections: next, legProblems: legs, problem: null, requestId: newRequestId() });
  },
  refused: (problem, legs = {}) => set({ problem, legProblems: legs }),
  placed: (bet) => set({ receipt: bet, legProblems: {}, problem: null }),
  dismissReceipt: (keepSelections) =>
    set(keepSelections ? { receipt: null, requestId: newRequestId() } : { ...changed, ...fresh(), receipt: null, stake: get().stake, stakePer: get().stakePer }),
}));

useSlip.subscribe((state) => {
  const persisted: Persisted = {
    selections: state.selections,
    kind: state.kind,
    systemSize: state.systemSize,
    stake: state.stake,
    stakePer: state.stakePer,
    requestId: state.requestId,
  };
  try {
    window.sessionStorage.setItem(SLIP_STORAGE_KEY, JSON.stringify(persisted));
  } catch {
    // Storage unavailable: the slip lives as long as the page.
  }
});

/** Reads the stored slip again (tests, and a frame reloaded in the same tab). */
export function reloadSlip(): void {
  useSlip.setState({ ...read(), legProblems: {}, problem: null, receipt: null });
}
