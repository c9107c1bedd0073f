import { create } from 'zustand';

/** The account dialogs (product §2 Dialogs). Only one is open at a time. */
export type DialogName = 'login' | 'register' | 'recovery' | 'sms';

interface ShowOptions {
  /** Where to go once the player has logged in (a guarded route they asked for). */
  afterLogin?: string;
  /** The username the login form opens with (after a recovery). */
  username?: string;
}

interface DialogState {
  open: DialogName | null;
  /** The guarded route waiting for a login; kept while the player moves between the dialogs. */
  afterLogin: string | null;
  /** The username the login form starts with, when it is known. */
  username: string;
  /** Opens `name`, closing whichever dialog was open. */
  show: (name: DialogName, options?: ShowOptions) => void;
  close: () => void;
  /** Reads and forgets the route waiting for a login. */
  takeAfterLogin: () => string | null;
}

export const useDialogStore = create<DialogState>()((set, get) => ({
  open: null,
  afterLogin: null,
  username: '',
  show: (name, options) =>
    set((state) => ({
      open: name,
      afterLogin: options?.afterLogin ?? state.afterLogin,
      username: options?.username ?? state.username,
    })),
  close: () => set({ open: null, afterLogin: null, username: '' }),
  takeAfterLogin: () => {
    const { afterLogin } = get();
    set({ afterLogin: null });
    return afterLogin;
  },
}));
