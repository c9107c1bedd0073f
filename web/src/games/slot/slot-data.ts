/**
 * Nazar's reels, lines and paytable, the same as the server's (domain::games::slot; a test compares the RTP
 * figures the page shows with them). Symbols by index: 0 wild (the nazar bead), 1 scatter (the lantern),
 * 2 crown, 3 lamp, 4 tulip, 5 pomegranate, 6 A, 7 K, 8 Q, 9 J.
 */
export const SYMBOLS = ['wild', 'scatter', 'crown', 'lamp', 'tulip', 'pomegranate', 'a', 'k', 'q', 'j'] as const;
export type SymbolName = (typeof SYMBOLS)[number];

const [W, S, CR, LA, TU, PO, A, K, Q, J] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export const REELS: number[][] = [
  [LA, TU, PO, A, K, Q, J, K, PO, Q, LA, A, TU, CR, J, K, Q, PO, A, W, LA, J, K, TU, Q, S, PO, A, K, Q, CR, J],
  [PO, S, J, A, K, CR, Q, LA, W, PO, TU, K, A, Q, LA, PO, K, J, Q, A, W, TU, CR, K, PO, Q, A, LA, K, W, TU, Q],
  [Q, LA, A, K, TU, J, Q, PO, S, W, A, K, CR, LA, Q, PO, TU, K, A, Q, W, LA, J, PO, K, Q, A, TU, CR, K, PO, W],
  [W, CR, TU, A, Q, K, PO, LA, Q, A, K, W, J, TU, PO, Q, LA, CR, K, A, S, Q, PO, W, TU, K, A, Q, J, LA, PO, K],
  [J, A, LA, Q, PO, K, W, CR, TU, J, A, Q, K, PO, LA, Q, J, A, K, TU, PO, Q, LA, CR, K, J, A, S, PO, Q, TU, K],
];

/** Line bets paid for 3, 4 and 5 in a row. */
export const PAYTABLE: Record<number, [number, number, number]> = {
  0: [50, 250, 1000],
  2: [24, 100, 400],
  3: [20, 75, 250],
  4: [15, 50, 150],
  5: [10, 40, 100],
  6: [5, 20, 75],
  7: [5, 15, 60],
  8: [4, 10, 50],
  9: [3, 10, 40],
};

/** The 10 lines: the row on each reel (0 top). */
export const LINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
];

export const FREE_SPINS = 10;
export const FREE_SPIN_MULTIPLIER = 3;

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  pay: number;
}

export interface Spin {
  stops: number[];
  /** window[reel][row] */
  window: number[][];
  lines: LineWin[];
  scatters: number;
  pay: number;
  trigger: boolean;
}

export interface SlotOutcome {
  base: Spin;
  freeSpins: Spin[];
  units: number;
  multiplier: number;
}
