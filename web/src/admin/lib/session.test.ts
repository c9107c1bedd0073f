import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY, connectAdminSession, useAdminSession } from '@/admin/lib/session';
import { apiClient, unwrap } from '@/lib/api/client';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

describe("the operator's session", () => {
  beforeEach(() => {
    useAdminSession.getState().signOut(null);
    connectAdminSession();
  });

  it('sends the operator token, and ends the session with the reason when the server answers 401', async () => {
    let bearer: string | null = null;
    server.use(
      http.get('*/api/admin/auth/me', ({ request }) => {
        bearer = request.headers.get('Authorization');
        return ok({ id: 1, username: 'admin', role: 'admin', totpEnabled: false, totpRequired: false });
      }),
      http.get('*/api/admin/players', () => failure(401, 'session.idle', 'Oturum kapandı.')),
    );
    useAdminSession.getState().signIn('operator-token');
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('operator-token');

    await unwrap(apiClient.GET('/api/admin/auth/me'));
    expect(bearer).toBe('Bearer operator-token');

    await expect(unwrap(apiClient.GET('/api/admin/players'), { errorToast: false })).rejects.toMatchObject({ status: 401 });
    expect(useAdminSession.getState()).toMatchObject({ token: null, endedBecause: 'session.idle' });
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it("leaves the login's own 401 (the authenticator step) to the form", async () => {
    server.use(http.post('*/api/admin/auth/login', () => failure(401, 'admin.totp_required', 'Kodu girin.')));
    await expect(
      unwrap(apiClient.POST('/api/admin/auth/login', { body: { username: 'a', password: 'b', code: '' } }), { errorToast: false }),
    ).rejects.toMatchObject({ code: 'admin.totp_required' });
    expect(useAdminSession.getState().endedBecause).toBeNull();
  });
});
