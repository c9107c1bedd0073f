import { create } from 'zustand';
import type { LaunchableGame } from '@/features/casino/lib/game-link';

/** The game open in the phone's play modal (product §2, §4), if any; the app mounts the modal for it. */
interface PlayState {
  game: LaunchableGame | null;
  open: (game: LaunchableGame) => void;
  close: () => void;
}

export const usePlayStore = create<PlayState>()((set) => ({
  game: null,
  open: (game) => set({ game }),
  close: () => set({ game: null }),
}));
