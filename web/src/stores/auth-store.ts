import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Session } from '@/lib/api/types';

interface AuthState {
  session: Session | null;
  signIn: (session: Session) => void;
  setBalance: (balance: number) => void;
  updateSession: (changes: Partial<Omit<Session, 'token'>>) => void;
  signOut: () => void;
}

/** Product §3 auth state. Logged in ⇔ a session is stored; the balance lives in the session. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      session: null,
      signIn: (session) => set({ session }),
      setBalance: (balance) => set((state) => (state.session ? { session: { ...state.session, balance } } : state)),
      updateSession: (changes) =>
        set((state) => (state.session ? { session: { ...state.session, ...changes } } : state)),
      signOut: () => set({ session: null }),
    }),
    {
      name: 'session',
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ session: state.session }),
      version: 1,
    },
  ),
);

export const selectIsLoggedIn = (state: AuthState): boolean => state.session !== null;
export const selectBalance = (state: AuthState): number => state.session?.balance ?? 0;
export const selectToken = (state: AuthState): string | null => state.session?.token ?? null;
