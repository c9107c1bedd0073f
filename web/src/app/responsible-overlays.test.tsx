import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeLink } from '@/app/realtime-link';
import { ResponsibleNotice } from '@/app/responsible-notice';
import { ResponsibleOverlays } from '@/app/responsible-overlays';
import { readSessionEnd, rememberSessionEnd } from '@/features/responsible/lib/session-end-notice';
import { useRealityCheckStore } from '@/features/responsible/stores/reality-check-store';
import { aTimeout } from '@/features/responsible/testing/responsible-fixtures';
import { formatDateTime } from '@/lib/format';
import { createRealtimeClient, type RealtimeClient } from '@/lib/realtime/realtime-client';
import { useAuthStore } from '@/stores/auth-store';
import { fakeHubFactory } from '@/testing/fake-hub';
import { resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/lib/navigation', () => ({ reloadAt: vi.fn() }));

/** What the site shell composes: the hub link, the notice under the header and the overlays. */
function Harness({ client }: { client: RealtimeClient }) {
  useRealtimeLink(client);
  const { pathname } = useLocation();
  return (
    <>
      <ResponsibleNotice />
      <ResponsibleOverlays />
      <output aria-label="address">{pathname}</output>
    </>
  );
}

function setup(route = '/casino/play/x') {
  const hub = fakeHubFactory();
  const client = createRealtimeClient({ connect: hub.connect, getFingerprint: () => 'fp-1', baseUrl: 'http://localhost' });
  return { hub, ...renderApp(<Harness client={client} />, { route }) };
}

const check = () => screen.findByRole('dialog', { name: 'Gerçeklik kontrolü' });

describe('responsible gaming across the site', () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/responsible/components/reality-check-dialog'),
      import('@/features/responsible/components/session-end-dialog'),
      import('@/features/responsible/components/exclusion-notice'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    useRealityCheckStore.getState().dismiss();
    window.sessionStorage.clear();
  });

  it('the hub’s RealityCheck shows the time played and the session’s result until the player continues', async () => {
    signIn();
    const { hub, user } = setup();
    await waitFor(() => expect(hub.latest?.started).toBe(1));

    act(() => hub.latest?.send('RealityCheck', { minutes: 60, net: -25, wagered: 140 }));
    const dialog = await check();
    expect(within(dialog).getByText('1 sa 0 dk süredir oynuyorsunuz.')).toBeInTheDocument();
    expect(within(dialog).getByText('−₺25,00')).toBeInTheDocument();
    expect(within(dialog).getByText('₺140,00')).toBeInTheDocument();

    // It asks for an answer: Esc does not dismiss it.
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Devam et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A win shows its plus; Game history leads there.
    act(() => hub.latest?.send('RealityCheck', JSON.stringify({ minutes: 45, net: 12.5, wagered: 30 })));
    const next = await check();
    expect(within(next).getByText('45 dk süredir oynuyorsunuz.')).toBeInTheDocument();
    expect(within(next).getByText('+₺12,50')).toBeInTheDocument();
    await user.click(within(next).getByRole('button', { name: 'Oyun geçmişi' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/dashboard/game-history');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SessionEnded for the session limit logs out and the next page explains it once; a plain logout is not explained', async () => {
    signIn();
    const { hub, unmount } = setup();
    await waitFor(() => expect(hub.latest?.started).toBe(1));

    act(() => hub.latest?.send('SessionEnded', { reason: 'session_limit' }));
    expect(useAuthStore.getState().session).toBeNull();
    expect(readSessionEnd()).toEqual({ reason: 'session_limit', exclusion: null });
    unmount();

    // The page the logout reloads to.
    const { user, unmount: leave } = setup('/');
    const dialog = await screen.findByRole('dialog', { name: 'Oturum süreniz doldu' });
    expect(dialog).toHaveTextContent('Belirlediğiniz oturum süresi limitine ulaştınız');
    await user.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readSessionEnd()).toBeNull();
    leave();

    // Logging out elsewhere (or any reason that is not the player's protection) is not explained.
    signIn();
    const other = setup();
    await waitFor(() => expect(other.hub.latest?.started).toBe(1));
    act(() => other.hub.latest?.send('SessionEnded', { reason: 'logout' }));
    expect(readSessionEnd()).toBeNull();
    other.unmount();

    // A time-out this page took keeps its end over the hub's plainer notice of the same logout.
    rememberSessionEnd({ reason: 'excluded', exclusion: aTimeout() });
    rememberSessionEnd({ reason: 'excluded' });
    setup('/');
    const excluded = await screen.findByRole('dialog', { name: 'Aranız başladı' });
    expect(excluded).toHaveTextContent(`${formatDateTime('2099-12-01T11:00:00Z')} tarihinde sona erer.`);
  });

  it('the reality check’s Log out logs out', async () => {
    signIn();
    const calls: string[] = [];
    server.use(
      http.get('*/api/auth/logout', () => {
        calls.push('logout');
        return ok(null);
      }),
    );
    const { hub, user } = setup();
    await waitFor(() => expect(hub.latest?.started).toBe(1));
    act(() => hub.latest?.send('RealityCheck', { minutes: 30, net: 0, wagered: 0 }));
    await user.click(within(await check()).getByRole('button', { name: 'Çıkış yap' }));
    await waitFor(() => expect(calls).toEqual(['logout']));
  });

  it('while excluded the notice under the header says until when and what is still open', async () => {
    signIn({ exclusion: aTimeout() });
    setup('/');
    const sentence = await screen.findByText(`Hesabınız ${formatDateTime('2099-12-01T11:00:00Z')} tarihine kadar molada.`);
    const notice = sentence.closest('[role="status"]');
    expect(notice).toHaveTextContent('Bakiyenizi çekebilir ve geçmişinizi görebilirsiniz.');
    expect(within(notice as HTMLElement).getByRole('link', { name: 'Sorumlu oyun' })).toHaveAttribute(
      'href',
      '/dashboard/responsible-gaming',
    );

    act(() => useAuthStore.getState().updateSession({ exclusion: aTimeout({ kind: 'selfExclusion', period: 'permanent', endsAt: null }) }));
    expect(await screen.findByText('Kendinizi kalıcı olarak hariç tuttunuz.')).toBeInTheDocument();

    act(() => useAuthStore.getState().updateSession({ exclusion: null }));
    await waitFor(() => expect(screen.queryByText(/hariç tuttunuz/)).not.toBeInTheDocument());
  });
});
