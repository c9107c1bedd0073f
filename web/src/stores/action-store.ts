import { create } from 'zustand';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Product §3 action state: small UI flags shared across features. Server data (the favourite list
 * itself comes from `casino/favoritelist`) is mirrored here only as the codes the hearts need.
 */
interface ActionState {
  favoriteGameCodes: string[];
  chatOpen: boolean;
  mobileProfileSidebarOpen: boolean;
  /** The notification panel (product §2): the bell's popper on desktop, a bottom sheet on phones. */
  notificationPanelOpen: boolean;
  sidebarMenuOpen: boolean;
  topNotifyRead: boolean;
  activeSliderSlug: string | null;
  setFavoriteGameCodes: (codes: string[]) => void;
  toggleFavorite: (gameCode: string) => void;
  toggleChat: () => void;
  setMobileProfileSidebarOpen: (open: boolean) => void;
  setNotificationPanelOpen: (open: boolean) => void;
  setSidebarMenuOpen: (open: boolean) => void;
  markTopNotifyRead: () => void;
  setActiveSliderSlug: (slug: string | null) => void;
  reset: () => void;
}

/** Stored as the literal 'yes' under 'topNotifyRead' (product §9). */
const TOP_NOTIFY_READ = 'yes';

const initial = () => ({
  favoriteGameCodes: [],
  chatOpen: false,
  mobileProfileSidebarOpen: false,
  notificationPanelOpen: false,
  sidebarMenuOpen: false,
  topNotifyRead: readStorage('topNotifyRead') === TOP_NOTIFY_READ,
  activeSliderSlug: null,
});

export const useActionStore = create<ActionState>()((set) => ({
  ...initial(),
  setFavoriteGameCodes: (favoriteGameCodes) => set({ favoriteGameCodes }),
  toggleFavorite: (gameCode) =>
    set(({ favoriteGameCodes }) => ({
      favoriteGameCodes: favoriteGameCodes.includes(gameCode)
        ? favoriteGameCodes.filter((code) => code !== gameCode)
        : [...favoriteGameCodes, gameCode],
    })),
  toggleChat: () => set(({ chatOpen }) => ({ chatOpen: !chatOpen })),
  setMobileProfileSidebarOpen: (mobileProfileSidebarOpen) => set({ mobileProfileSidebarOpen }),
  setNotificationPanelOpen: (notificationPanelOpen) => set({ notificationPanelOpen }),
  setSidebarMenuOpen: (sidebarMenuOpen) => set({ sidebarMenuOpen }),
  markTopNotifyRead: () => {
    writeStorage('topNotifyRead', TOP_NOTIFY_READ);
    set({ topNotifyRead: true });
  },
  setActiveSliderSlug: (activeSliderSlug) => set({ activeSliderSlug }),
  reset: () => set(initial()),
}));
