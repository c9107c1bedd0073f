import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Product §9: the header collapses once the page is scrolled more than this (px). */
export const HEADER_HIDE_SCROLL_Y = 100;

interface LayoutState {
  /** The desktop tile rail shows icons only. Remembered on this device. */
  railCollapsed: boolean;
  /** The header has slid away (page scrolled past HEADER_HIDE_SCROLL_Y). */
  headerHidden: boolean;
  toggleRail: () => void;
  setHeaderHidden: (hidden: boolean) => void;
}

/** The frame's own UI state (the spec's menu and sidebar flags live in the action store). */
export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      railCollapsed: false,
      headerHidden: false,
      toggleRail: () => set(({ railCollapsed }) => ({ railCollapsed: !railCollapsed })),
      setHeaderHidden: (headerHidden) => set({ headerHidden }),
    }),
    {
      name: 'railCollapsed',
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ railCollapsed }) => ({ railCollapsed }),
    },
  ),
);
