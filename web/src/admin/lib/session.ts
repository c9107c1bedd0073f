import { create } from 'zustand';
import { connectSession } from '@/lib/api/client';

/** The operator's token lives in sessionStorage under its own key: closing the tab ends the back office session. */
export const ADMIN_TOKEN_KEY = 'zarAdminToken';

function readToken(): string | null {
  try {
    return window.sessionStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
    else window.sessionStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
}

interface AdminSession {
  token: string | null;
  /**
   * Why the last session ended when the operator did not log out: the 401's code (`session.idle`,
   * `session.expired`, `auth.unauthorized`, …), shown on the login page.
   */
  endedBecause: string | null;
  signIn: (token: string) => void;
  /** Ends the session here; `because` is the server's code when it ended the session itself. */
  signOut: (because?: string | null) => void;
}

export const useAdminSession = create<AdminSession>((set) => ({
  token: readToken(),
  endedBecause: null,
  signIn: (token) => {
    writeToken(token);
    set({ token, endedBecause: null });
  },
  signOut: (because = null) => {
    writeToken(null);
    set({ token: null, endedBecause: because });
  },
}));

/**
 * Wires the shared API client to the operator's session: the Bearer is the operator's token, and a 401 while
 * holding one means the server ended the session (idle, expired, disabled), so back to the login with the reason.
 * A 401 without a token is the login's own answer (`admin.totp_required`), which the form reads.
 */
export function connectAdminSession(): void {
  connectSession({
    getToken: () => useAdminSession.getState().token,
    onUnauthorized: (code) => {
      if (useAdminSession.getState().token) useAdminSession.getState().signOut(code ?? 'auth.unauthorized');
    },
  });
}
