import { create } from 'zustand';

/** The hub's `RealityCheck`: minutes since login, this session's net result (wins − bets) and wagered, in lira. */
export interface RealityCheck {
  minutes: number;
  net: number;
  wagered: number;
}

interface RealityCheckState {
  check: RealityCheck | null;
  show: (check: RealityCheck) => void;
  dismiss: () => void;
}

/** The reality check on screen (a newer one replaces it). */
export const useRealityCheckStore = create<RealityCheckState>()((set) => ({
  check: null,
  show: (check) => set({ check }),
  dismiss: () => set({ check: null }),
}));

/** The hub message as a reality check, or null when it is not one (a string is parsed first). */
export function toRealityCheck(message: unknown): RealityCheck | null {
  let value = message;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { minutes, net, wagered } = value as Record<string, unknown>;
  if (typeof minutes !== 'number' || typeof net !== 'number') return null;
  return { minutes, net, wagered: typeof wagered === 'number' ? wagered : 0 };
}
