import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeLink } from '@/app/realtime-link';
import { BALANCE_KEY } from '@/features/auth/api/balance';
import { useBalancePolling } from '@/features/auth/hooks/use-balance-polling';
import { NotificationCenter } from '@/features/notifications/components/notification-center';
import { changeLanguage } from '@/lib/i18n';
import { PLAYER_BONUS_KEY } from '@/lib/player-money';
import { reloadAt } from '@/lib/navigation';
import { createRealtimeClient, type RealtimeClient } from '@/lib/realtime/realtime-client';
import { useRealtimeState } from '@/lib/realtime/realtime';
import { useAuthStore } from '@/stores/auth-store';
import { fakeHubFactory } from '@/testing/fake-hub';
import { aNotification, resetAccountState, serveNotifications, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/lib/navigation', () => ({ reloadAt: vi.fn() }));

/** What the app composes: the link, the balance poll and the bell, around a client over a fake hub. */
function Harness({ client }: { client: RealtimeClient }) {
  useRealtimeLink(client);
  useBalancePolling();
  const state = useRealtimeState(client);
  return (
    <>
      <output aria-label="state">{state}</output>
      <NotificationCenter />
    </>
  );
}

function setup() {
  const hub = fakeHubFactory();
  const client = createRealtimeClient({ connect: hub.connect, getFingerprint: () => 'fp-1', baseUrl: 'http://localhost' });
  return { hub, client, ...renderApp(<Harness client={client} />) };
}

const bell = () => screen.getByRole('button', { name: /^Bildirimler(, \d+ okunmamış)?$/, hidden: true });
const state = () => screen.getByRole('status', { name: 'state' });

describe('the real-time link', () => {
  beforeAll(async () => {
    await import('@/features/notifications/components/notification-center');
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
  });

  it('connects while a player is logged in, with the session token, and disconnects at logout', async () => {
    signIn({ token: 'token-7' });
    const { hub } = setup();
    await waitFor(() => expect(state()).toHaveTextContent('Connected'));
    expect(hub.built).toHaveLength(1);
    expect(hub.latest?.options.accessTokenFactory()).toBe('token-7');
    expect(hub.latest?.options.url).toBe('http://localhost/hub/frnotify?fingerprint=fp-1&locale=tr');

    // Another language: the messages should come in it, so the link connects anew.
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(hub.built).toHaveLength(2));
    expect(hub.latest?.options.url).toBe('http://localhost/hub/frnotify?fingerprint=fp-1&locale=en');
    await waitFor(() => expect(state()).toHaveTextContent('Connected'));

    act(() => useAuthStore.getState().signOut());
    await waitFor(() => expect(state()).toHaveTextContent('Disconnected'));
    expect(hub.latest?.stopped).toBe(1);
  });

  it('a visitor has no connection; logging in starts one', async () => {
    const { hub } = setup();
    expect(state()).toHaveTextContent('Disconnected');
    expect(hub.built).toHaveLength(0);

    act(() => {
      signIn();
    });
    await waitFor(() => expect(state()).toHaveTextContent('Connected'));
    expect(hub.built).toHaveLength(1);
  });

  it('Notification adds the item to the list at once: the badge changes without a reload', async () => {
    signIn();
    const list = serveNotifications([aNotification({ isRead: true })]);
    const { hub } = setup();
    await waitFor(() => expect(state()).toHaveTextContent('Connected'));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler'));

    const item = aNotification({ title: 'Bonus yüklendi', type: 4 });
    act(() => hub.latest?.send('Notification', item));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış'));
    // The same one again (a replay) is not counted twice.
    act(() => hub.latest?.send('Notification', JSON.stringify(item)));
    act(() => hub.latest?.send('Notification', aNotification({ title: 'İkinci' })));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 2 okunmamış'));
    expect(list.calls).toBe(1);
  });

  it('Balance sets the cash and the bonus at once, in the session and the poll’s cache', async () => {
    signIn({ balance: 10 });
    useBackgroundHandlers(10);
    const { hub, queryClient } = setup();
    await waitFor(() => expect(state()).toHaveTextContent('Connected'));
    await waitFor(() => expect(queryClient.getQueriesData({ queryKey: BALANCE_KEY })[0]?.[1]).toEqual({ balance: 10, bonus: 0 }));

    act(() => hub.latest?.send('Balance', { balance: 742.25, bonus: 50 }));
    expect(useAuthStore.getState().session?.balance).toBe(742.25);
    expect(queryClient.getQueriesData({ queryKey: BALANCE_KEY })[0]?.[1]).toEqual({ balance: 742.25, bonus: 50 });
    act(() => hub.latest?.send('Balance', { balance: 'lots' }));
    expect(useAuthStore.getState().session?.balance).toBe(742.25);
  });

  it("a Bonus notification reads the balance and the player's bonuses again; a pushed balance reads the bonuses", async () => {
    signIn({ balance: 10 });
    let balanceReads = 0;
    server.use(
      http.get('*/api/user/balance', () => {
        balanceReads += 1;
        return ok({ balance: 10, bonus: balanceReads > 1 ? 50 : 0 });
      }),
    );
    const { hub, queryClient } = setup();
    await waitFor(() => expect(state()).toHaveTextContent('Connected'));
    await waitFor(() => expect(balanceReads).toBe(1));
    queryClient.setQueryData([...PLAYER_BONUS_KEY, 'claimable', 'tr'], []);

    act(() => hub.latest?.send('Notification', aNotification({ type: 4, title: 'Deneme bonusunuz hazır' })));
    await waitFor(() => expect(balanceReads).toBe(2));
    expect(queryClient.getQueryState([...PLAYER_BONUS_KEY, 'claimable', 'tr'])?.isInvalidated).toBe(true);

    queryClient.setQueryData([...PLAYER_BONUS_KEY, 'claimable', 'tr'], []);
    act(() => hub.latest?.send('Balance', { balance: 5, bonus: 45 }));
    expect(queryClient.getQueryState([...PLAYER_BONUS_KEY, 'claimable', 'tr'])?.isInvalidated).toBe(true);
  });

  it('after a reconnection the list is read again (messages may have been missed)', async () => {
    signIn();
    const list = serveNotifications([]);
    const { hub } = setup();
    await waitFor(() => expect(list.calls).toBe(1));

    act(() => hub.latest?.drop());
    await waitFor(() => expect(state()).toHaveTextContent('Reconnecting'));
    serveNotifications([aNotification()]);
    act(() => hub.latest?.recover());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış'));
    expect(state()).toHaveTextContent('Connected');
  });

  it('a missing hub changes nothing the player sees: no message, the list still loads', async () => {
    signIn();
    serveNotifications([aNotification()]);
    const hub = fakeHubFactory((connection) => {
      connection.failStart = new Error("Failed to complete negotiation with the server: Error: Not Found: Status code '404'");
    });
    const client = createRealtimeClient({ connect: hub.connect, getFingerprint: () => null, baseUrl: 'http://localhost' });
    renderApp(<Harness client={client} />);

    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış'));
    expect(state()).toHaveTextContent('Disconnected');
    expect(screen.queryByRole('status', { name: /negotiation/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/negotiation|404/);
  });

  it('SessionEnded logs out as a 401 does: the session is gone and the page goes to /', async () => {
    signIn();
    server.use(http.get('*/api/user/balance', () => ok({ balance: 1 })));
    const { hub } = setup();
    await waitFor(() => expect(state()).toHaveTextContent('Connected'));
    const connection = hub.latest;

    act(() => connection?.send('SessionEnded', null));
    expect(useAuthStore.getState().session).toBeNull();
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    await waitFor(() => expect(connection?.stopped).toBe(1));
  });
});
