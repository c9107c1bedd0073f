import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DashboardHarness } from '@/features/account/testing/dashboard-harness';
import type { PlayerSession } from '@/lib/api/types';
import { aPlayerSession, resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** 23 sessions: the current one, one other live phone session, the rest ended. */
function history(): PlayerSession[] {
  return Array.from({ length: 23 }, (_, index) =>
    aPlayerSession({
      id: 23 - index,
      current: index === 0,
      userAgent: index === 1 ? PHONE_UA : aPlayerSession().userAgent,
      endedAt: index > 1 ? '2025-03-01T10:00:00Z' : null,
      endReason: index > 1 ? 'logout' : null,
    }),
  );
}

describe('session history page', () => {
  let sessions: PlayerSession[];
  const revoked: number[] = [];

  beforeAll(async () => {
    await Promise.all([
      import('@/features/account/components/dashboard-layout'),
      import('@/features/account/routes/session-history'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    signIn();
    sessions = history();
    revoked.length = 0;
    server.use(
      http.post('*/api/customer/sessions', async ({ request }) => {
        const { skip, take } = (await request.json()) as { skip: number; take: number };
        return ok({ items: sessions.slice(skip, skip + take), total: sessions.length });
      }),
      http.post('*/api/customer/sessions/revoke', async ({ request }) => {
        const { id } = (await request.json()) as { id: number };
        revoked.push(id);
        sessions = sessions.map((s) => (s.id === id ? { ...s, endedAt: '2025-03-05T10:00:00Z', endReason: 'revoked' } : s));
        return ok(null, 'Oturum sonlandırıldı.');
      }),
    );
  });

  it('lists the sessions with this device marked and a revoke button on the other live one only', async () => {
    renderApp(<DashboardHarness />, { route: '/dashboard/session-history' });

    const list = within(await screen.findByRole('list', { name: 'Oturum Geçmişi' })).getAllByRole('listitem');
    expect(list).toHaveLength(10);
    const row = (index: number) => {
      const item = list[index];
      if (!item) throw new Error(`no row ${index}`);
      return within(item);
    };
    expect(row(0).getByText('Bu cihaz')).toBeInTheDocument();
    expect(row(0).queryByRole('button')).not.toBeInTheDocument();
    expect(row(1).getByText('Safari · iOS')).toBeInTheDocument();
    expect(row(1).getByText('Aktif')).toBeInTheDocument();
    expect(row(2).getByText('Çıkış yapıldı')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /oturumunu sonlandır/ })).toHaveLength(1);
  });

  it('revokes a session: the server is told and the row shows it ended', async () => {
    const { user } = renderApp(<DashboardHarness />, { route: '/dashboard/session-history' });

    await user.click(await screen.findByRole('button', { name: /Safari · iOS oturumunu sonlandır/ }));

    expect(await screen.findByText('Oturum sonlandırıldı.')).toBeInTheDocument();
    expect(revoked).toEqual([22]);
    expect(await screen.findByText('Sonlandırıldı')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /oturumunu sonlandır/ })).not.toBeInTheDocument());
  });

  it('pages through the history ten at a time', async () => {
    const { user } = renderApp(<DashboardHarness />, { route: '/dashboard/session-history' });
    expect(await screen.findByText('1–10 / 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await screen.findByText('11–20 / 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await screen.findByText('21–23 / 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
  });
});
