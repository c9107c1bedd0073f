import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrap } from '@/app/bootstrap';
import { handleRealtimeEvent } from '@/app/realtime-link';
import { ResponsibleOverlays } from '@/app/responsible-overlays';
import { readSessionEnd } from '@/features/responsible/lib/session-end-notice';
import { apiClient, unwrap } from '@/lib/api/client';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';
import { aSession, resetAccountState } from '@/testing/fixtures';
import { failure } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';

vi.mock('@/lib/navigation', () => ({ reloadAt: vi.fn() }));

/** A call the server answers 401 with `code`, as the balance poll meets a session ended elsewhere. */
async function answer401(code: string, message: string) {
  server.use(http.get('*/api/auth/form', () => failure(401, code, message)));
  await expect(unwrap(apiClient.GET('/api/auth/form'))).rejects.toMatchObject({ status: 401 });
}

describe('a session ended elsewhere', () => {
  beforeAll(() => import('@/features/responsible/components/session-end-dialog'));
  beforeEach(async () => {
    resetAccountState();
    window.sessionStorage.clear();
    await bootstrap({ queryClient: createTestQueryClient() });
    useAuthStore.getState().signIn(aSession());
  });

  it('a 401 saying it was revoked logs out, and the next page says why once, offering the login form', async () => {
    await answer401('session.revoked', 'Oturumunuz başka bir cihazdan sonlandırıldı.');

    expect(useAuthStore.getState().session).toBeNull();
    expect(readSessionEnd()).toEqual({ reason: 'revoked', exclusion: null });

    // The page the logout reloads to.
    const { user } = renderApp(<ResponsibleOverlays />);
    const dialog = await screen.findByRole('dialog', { name: 'Oturumunuz sonlandırıldı' });
    expect(dialog).toHaveTextContent('Bu oturum başka bir cihazdan, oturum geçmişinizden sonlandırıldı.');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
    expect(useDialogStore.getState().open).toBe('login');
    expect(readSessionEnd()).toBeNull();
  });

  it.each([
    ['session.password_changed', 'Şifreniz değişti'],
    ['session.password_reset', 'Şifreniz sıfırlandı'],
    ['session.idle', 'Oturumunuz zaman aşımına uğradı'],
    ['session.expired', 'Oturumunuzun süresi doldu'],
    ['session.blocked', 'Hesabınız askıya alındı'],
  ])('a 401 with %s is explained as “%s”', async (code, title) => {
    await answer401(code, 'Oturumunuz kapatıldı.');
    renderApp(<ResponsibleOverlays />);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('the hub’s SessionEnded for the same reason keeps the same notice, so the player reads the same words', async () => {
    handleRealtimeEvent({ type: 'message', command: 'SessionEnded', message: { reason: 'password_changed' } }, createTestQueryClient());
    const fromHub = readSessionEnd();
    window.sessionStorage.clear();
    await answer401('session.password_changed', 'Şifreniz değiştirildiği için oturumunuz kapatıldı.');

    expect(fromHub).toEqual({ reason: 'password_changed', exclusion: null });
    expect(readSessionEnd()).toEqual(fromHub);
  });

  it('a plain 401 (the player’s own logout, an unknown token) stays a silent logout', async () => {
    await answer401('auth.unauthorized', 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
    expect(readSessionEnd()).toBeNull();
  });
});
