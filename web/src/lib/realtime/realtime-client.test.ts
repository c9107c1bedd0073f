import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type RealtimeEvent,
  type RealtimeState,
  createRealtimeClient,
  hubUrl,
} from '@/lib/realtime/realtime-client';
import { fakeHubFactory } from '@/testing/fake-hub';

function setup(prepare?: Parameters<typeof fakeHubFactory>[0]) {
  const hub = fakeHubFactory(prepare);
  const client = createRealtimeClient({
    connect: hub.connect,
    getFingerprint: () => 'fp-1',
    baseUrl: 'https://zar.example',
  });
  const events: RealtimeEvent[] = [];
  const states: RealtimeState[] = [];
  client.subscribe((event) => events.push(event));
  client.onStateChange((state) => states.push(state));
  return { hub, client, events, states };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the real-time client', () => {
  it('connects to the hub at the site root with the fingerprint, and hands SignalR the token', async () => {
    const { hub, client, states } = setup();
    await client.start('token-1');

    expect(hub.built).toHaveLength(1);
    expect(hub.latest?.options.url).toBe('https://zar.example/hub/frnotify?fingerprint=fp-1');
    expect(hub.latest?.options.accessTokenFactory()).toBe('token-1');
    expect(hub.latest?.started).toBe(1);
    expect(states).toEqual(['Connecting', 'Connected']);
    expect(client.getState()).toBe('Connected');
  });

  it('resolves the hub against the site root, not the page (client-side routes)', () => {
    expect(hubUrl('https://zar.example', 'x')).toBe('https://zar.example/hub/frnotify?fingerprint=x');
    expect(hubUrl('https://zar.example/', null)).toBe('https://zar.example/hub/frnotify');
    expect(hubUrl('https://zar.example', 'x', 'en')).toBe('https://zar.example/hub/frnotify?fingerprint=x&locale=en');
  });

  it('asks for the messages in a language, and connects anew when it changes', async () => {
    const { hub, client } = setup();
    await client.start('token-1', 'tr');
    expect(hub.latest?.options.url).toBe('https://zar.example/hub/frnotify?fingerprint=fp-1&locale=tr');
    await client.start('token-1', 'tr');
    expect(hub.built).toHaveLength(1);

    await client.start('token-1', 'en');
    expect(hub.built).toHaveLength(2);
    expect(hub.built[0]?.stopped).toBe(1);
    expect(hub.latest?.options.url).toBe('https://zar.example/hub/frnotify?fingerprint=fp-1&locale=en');
  });

  it('turns NotifyMessage calls into message events; a JSON text message arrives parsed', async () => {
    const { hub, client, events } = setup();
    await client.start('token-1');

    hub.latest?.send('Balance', { balance: 12.5 });
    hub.latest?.send('Notification', '{"id":7,"title":"Hi"}');
    hub.latest?.send('SessionEnded', 'bye');

    expect(events).toEqual([
      { type: 'message', command: 'Balance', message: { balance: 12.5 } },
      { type: 'message', command: 'Notification', message: { id: 7, title: 'Hi' } },
      { type: 'message', command: 'SessionEnded', message: 'bye' },
    ]);
  });

  it('reports a lost connection as disconnect and Reconnecting, then reconnected and Connected', async () => {
    const { hub, client, events, states } = setup();
    await client.start('token-1');
    const lost = new Error('WebSocket closed');

    hub.latest?.drop(lost);
    expect(client.getState()).toBe('Reconnecting');
    hub.latest?.recover();
    expect(client.getState()).toBe('Connected');
    hub.latest?.close(lost);
    expect(client.getState()).toBe('Disconnected');

    expect(events).toEqual([
      { type: 'disconnect', error: lost },
      { type: 'reconnected' },
      { type: 'disconnect', error: lost },
    ]);
    expect(states).toEqual(['Connecting', 'Connected', 'Reconnecting', 'Connected', 'Disconnected']);
  });

  it('stops on purpose through Disconnecting, without a disconnect event, and ignores the old connection after', async () => {
    const { hub, client, events, states } = setup();
    await client.start('token-1');
    const connection = hub.latest;

    await client.stop();
    connection?.send('Notification', { id: 1 });
    connection?.close();

    expect(connection?.stopped).toBe(1);
    expect(states).toEqual(['Connecting', 'Connected', 'Disconnecting', 'Disconnected']);
    expect(events).toEqual([]);
  });

  it('starts once per token; a new token replaces the connection', async () => {
    const { hub, client } = setup();
    await client.start('token-1');
    await client.start('token-1');
    expect(hub.built).toHaveLength(1);

    await client.start('token-2');
    expect(hub.built).toHaveLength(2);
    expect(hub.built[0]?.stopped).toBe(1);
    expect(hub.latest?.options.accessTokenFactory()).toBe('token-2');
  });

  it('a stop while connecting wins: the connection that was starting is stopped and says nothing', async () => {
    let finish: () => void = () => undefined;
    const { hub, client, states, events } = setup((connection) => {
      connection.start = () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        });
    });
    const starting = client.start('token-1');
    await vi.waitFor(() => expect(hub.latest).toBeDefined());
    await client.stop();
    finish();
    await starting;

    expect(client.getState()).toBe('Disconnected');
    expect(states.at(-1)).toBe('Disconnected');
    expect(events).toEqual([]);
  });

  it('a hub that is not there (404 at negotiate) is an error event, quietly, with no retry', async () => {
    vi.useFakeTimers();
    const missing = new Error("Failed to complete negotiation with the server: Error: Not Found: Status code '404'");
    const { hub, client, events } = setup((connection) => {
      connection.failStart = missing;
    });
    await client.start('token-1');

    expect(events).toEqual([{ type: 'error', error: missing }]);
    expect(client.getState()).toBe('Disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hub.built).toHaveLength(1);
  });

  it('a first start that fails on the network is tried again after 2, 10 and 30 s, then given up', async () => {
    vi.useFakeTimers();
    const { hub, client, events } = setup((connection) => {
      connection.failStart = new Error('Failed to fetch');
    });
    await client.start('token-1');
    expect(hub.built).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(2000);
    expect(hub.built).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hub.built).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(hub.built).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(hub.built).toHaveLength(4);
    expect(events.filter(({ type }) => type === 'error')).toHaveLength(4);
  });

  it('a stop cancels the retries', async () => {
    vi.useFakeTimers();
    const { hub, client } = setup((connection) => {
      connection.failStart = new Error('Failed to fetch');
    });
    await client.start('token-1');
    await client.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hub.built).toHaveLength(1);
  });
});
