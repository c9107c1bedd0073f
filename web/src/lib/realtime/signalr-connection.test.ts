import { describe, expect, it, vi } from 'vitest';

// The setup file replaces the connection for every other test; this one checks the real builder.
vi.unmock('@/lib/realtime/signalr-connection');

const calls: [string, ...unknown[]][] = [];

vi.mock('@microsoft/signalr', () => {
  class HubConnectionBuilder {
    withUrl(...args: unknown[]) {
      calls.push(['withUrl', ...args]);
      return this;
    }
    withAutomaticReconnect(...args: unknown[]) {
      calls.push(['withAutomaticReconnect', ...args]);
      return this;
    }
    withServerTimeout(...args: unknown[]) {
      calls.push(['withServerTimeout', ...args]);
      return this;
    }
    withKeepAliveInterval(...args: unknown[]) {
      calls.push(['withKeepAliveInterval', ...args]);
      return this;
    }
    withStatefulReconnect(...args: unknown[]) {
      calls.push(['withStatefulReconnect', ...args]);
      return this;
    }
    configureLogging(...args: unknown[]) {
      calls.push(['configureLogging', ...args]);
      return this;
    }
    build() {
      calls.push(['build']);
      return { built: true };
    }
  }
  return {
    HubConnectionBuilder,
    HttpTransportType: { WebSockets: 1, ServerSentEvents: 2, LongPolling: 4 },
    LogLevel: { Warning: 3, None: 6 },
  };
});

describe('the SignalR connection', () => {
  it('is built with the spec’s settings: WebSockets, the token factory, 100 s HTTP timeout, reconnect delays, timeouts and the stateful buffer', async () => {
    const { connectSignalR } = await import('@/lib/realtime/signalr-connection');
    const accessTokenFactory = () => 'token-1';
    const connection = await connectSignalR({ url: 'https://zar.example/hub/frnotify?fingerprint=fp', accessTokenFactory });

    expect(connection).toEqual({ built: true });
    const byName = Object.fromEntries(calls.map(([name, ...args]) => [name, args]));
    expect(byName.withUrl).toEqual([
      'https://zar.example/hub/frnotify?fingerprint=fp',
      { transport: 1, accessTokenFactory, timeout: 100_000 },
    ]);
    expect(byName.withAutomaticReconnect).toEqual([[0, 2000, 10000, 30000]]);
    expect(byName.withServerTimeout).toEqual([30_000]);
    expect(byName.withKeepAliveInterval).toEqual([15_000]);
    expect(byName.withStatefulReconnect).toEqual([{ bufferSize: 100_000 }]);
    expect(calls.at(-1)).toEqual(['build']);
  });
});
