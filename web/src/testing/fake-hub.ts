import type { ConnectOptions, HubConnectionLike } from '@/lib/realtime/realtime-client';

type Handler = (...args: unknown[]) => void;

/**
 * A hub connection for tests, driven by hand: `send` plays the server calling `NotifyMessage`,
 * `drop`/`recover`/`close` play the connection's life. `start` resolves unless `failStart` is set.
 */
export class FakeHubConnection implements HubConnectionLike {
  readonly options: ConnectOptions;
  started = 0;
  stopped = 0;
  failStart: Error | null = null;
  private readonly handlers = new Map<string, Handler[]>();
  private closeCallbacks: ((error?: Error) => void)[] = [];
  private reconnectingCallbacks: ((error?: Error) => void)[] = [];
  private reconnectedCallbacks: ((connectionId?: string) => void)[] = [];

  constructor(options: ConnectOptions) {
    this.options = options;
  }

  start(): Promise<void> {
    this.started += 1;
    return this.failStart ? Promise.reject(this.failStart) : Promise.resolve();
  }

  stop(): Promise<void> {
    this.stopped += 1;
    return Promise.resolve();
  }

  on(methodName: string, handler: Handler): void {
    this.handlers.set(methodName, [...(this.handlers.get(methodName) ?? []), handler]);
  }

  onclose(callback: (error?: Error) => void): void {
    this.closeCallbacks.push(callback);
  }

  onreconnecting(callback: (error?: Error) => void): void {
    this.reconnectingCallbacks.push(callback);
  }

  onreconnected(callback: (connectionId?: string) => void): void {
    this.reconnectedCallbacks.push(callback);
  }

  /** The server calls `method` (default `NotifyMessage`) with these arguments. */
  send(command: string, message: unknown, method = 'NotifyMessage'): void {
    for (const handler of this.handlers.get(method) ?? []) handler(command, message);
  }

  /** The connection is lost and SignalR starts reconnecting. */
  drop(error = new Error('WebSocket closed with status code: 1006')): void {
    for (const callback of this.reconnectingCallbacks) callback(error);
  }

  /** SignalR reconnected. */
  recover(): void {
    for (const callback of this.reconnectedCallbacks) callback('connection-2');
  }

  /** The connection closed for good (reconnection gave up, or the server closed it). */
  close(error?: Error): void {
    for (const callback of this.closeCallbacks) callback(error);
  }
}

/** A connection factory that records what it built: `latest` is the connection in use. */
export function fakeHubFactory(prepare?: (connection: FakeHubConnection) => void) {
  const built: FakeHubConnection[] = [];
  return {
    built,
    get latest(): FakeHubConnection | undefined {
      return built.at(-1);
    },
    connect: (options: ConnectOptions): FakeHubConnection => {
      const connection = new FakeHubConnection(options);
      prepare?.(connection);
      built.push(connection);
      return connection;
    },
  };
}
