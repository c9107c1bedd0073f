import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrap } from '@/app/bootstrap';
import { LOGOUT_RELOAD_DELAY_MS } from '@/features/auth/api/end-session';
import type { Session } from '@/lib/api/types';
import { useAuthStore } from '@/stores/auth-store';
import { apiClient, unwrap } from '@/lib/api/client';
import { reloadAt } from '@/lib/navigation';
import { useActionStore } from '@/stores/action-store';
import { useLayoutStore } from '@/components/layout/layout-store';
import { createTestQueryClient } from '@/testing/test-utils';
import { failure } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

vi.mock('@/lib/navigation', () => ({ reloadAt: vi.fn() }));

const session: Session = {
  token: 'token-1',
  balance: 125.5,
  username: 'ayse',
  usercode: '100001',
  betsyCid: '',
  betsyUrl: '',
  betsyToken: '',
  betcoToken: '',
  betcoUrl: '',
  phone: '905551112233',
  smsVerified: true,
  fingerprint: 'fp-1',
};

describe('ending a session', () => {
  beforeEach(async () => {
    window.localStorage.setItem('fingerprint', 'fp-1');
    window.localStorage.setItem('language', 'en');
    await bootstrap({ queryClient: createTestQueryClient() });
    useAuthStore.getState().signIn(session);
    useActionStore.getState().markTopNotifyRead();
    window.localStorage.setItem('topNotifyRead', 'yes');
    window.localStorage.setItem('popupSeen', '[3]');
    useLayoutStore.setState({ railCollapsed: true });
    window.localStorage.setItem('refId', '42');
    window.sessionStorage.setItem('draft', 'x');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('persists the session under "session" while logged in', () => {
    expect(JSON.parse(window.localStorage.getItem('session') ?? '{}')).toMatchObject({ state: { session } });
  });

  it('on HTTP 401 clears the session and what belongs to it, keeps what describes the device, then reloads / once after 300 ms', async () => {
    server.use(http.get('*/api/auth/form', () => failure(401, 'auth.session_expired', 'Oturum sona erdi.')));

    // Two calls failing together end the session once.
    await Promise.all([
      expect(unwrap(apiClient.GET('/api/auth/form'))).rejects.toMatchObject({ status: 401 }),
      expect(unwrap(apiClient.GET('/api/auth/form'))).rejects.toMatchObject({ status: 401 }),
    ]);

    expect(useAuthStore.getState().session).toBeNull();
    expect(useActionStore.getState().topNotifyRead).toBe(true);
    expect(window.localStorage.getItem('session')).toBeNull();
    expect(window.localStorage.getItem('refId')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    // The device's: language, fingerprint, the announcements already seen and the rail's layout.
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(window.localStorage.getItem('fingerprint')).toBe('fp-1');
    expect(window.localStorage.getItem('topNotifyRead')).toBe('yes');
    expect(window.localStorage.getItem('popupSeen')).toBe('[3]');
    expect(JSON.parse(window.localStorage.getItem('railCollapsed') ?? '{}')).toMatchObject({ state: { railCollapsed: true } });

    expect(reloadAt).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS);
    expect(reloadAt).toHaveBeenCalledExactlyOnceWith('/');
  });
});
