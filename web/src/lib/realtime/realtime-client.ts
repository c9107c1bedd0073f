/**
 * The real-time link (product §4 Real-time events, architecture §5): one hub connection per page, started
 * with the player's token and stopped at logout. It knows nothing of features: it turns the hub's
 * `NotifyMessage(command, message)` calls and the connection's life into events and states that
 * subscribers (the app) act on.
 */

/** The hub, relative to the site's root (not to the page: the app has client-side routes). */
export const HUB_PATH = './hub/frnotify';

/** Product §9 real-time constants. */
export const REALTIME_SETTINGS = {
  /** `withAutomaticReconnect`: the delays of the attempts after a connection is lost, then it stops. */
  reconnectDelaysMs: [0, 2000, 10000, 30000],
  serverTimeoutMs: 30_000,
  keepAliveIntervalMs: 15_000,
  /** `withStatefulReconnect`: bytes of unacknowledged messages kept for replay. */
  statefulBufferBytes: 100_000,
  /** The HTTP calls' timeout (negotiate, long polling). */
  httpTimeoutMs: 100_000,
} as const;

/** The hub method the server calls, with a command and its message. */
export const NOTIFY_METHOD = 'NotifyMessage';

/** Product §4 connection states (the names of SignalR's `HubConnectionState`). */
export type RealtimeState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

/** Product §4 real-time events. */
export type RealtimeEvent =
  /** The hub called `NotifyMessage(command, message)`; a JSON text message arrives parsed. */
  | { type: 'message'; command: string; message: unknown }
  /** The connection could not be made (negotiation failed, the hub is missing, no network…). */
  | { type: 'error'; error: Error }
  /** The connection was lost: closed by the server or the network, or reconnecting. */
  | { type: 'disconnect'; error: Error | undefined }
  /** Reconnected after a loss: messages may have been missed, so reload what they would have changed. */
  | { type: 'reconnected' };

/** What the client needs of a hub connection: a subset of SignalR's `HubConnection`, so tests can pass a fake. */
export interface HubConnectionLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  on(methodName: string, handler: (...args: unknown[]) => void): void;
  onclose(callback: (error?: Error) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
}

export interface ConnectOptions {
  /** The hub's absolute URL with `?fingerprint=…&locale=…`. */
  url: string;
  /** The player's token, read on every (re)connection: SignalR sends it as `access_token`. */
  accessTokenFactory: () => string;
}

/** Builds (not starts) a hub connection. The real one is `connectSignalR` (signalr-connection.ts). */
export type ConnectionFactory = (options: ConnectOptions) => HubConnectionLike | Promise<HubConnectionLike>;

export interface RealtimeClient {
  /**
   * Connects with this token, asking for messages in `locale` (the hub's `locale` query; the
   * server's default is Turkish). Does nothing when already connected (or connecting) with both;
   * connects anew when either changed.
   */
  start(token: string, locale?: string): Promise<void>;
  /** Disconnects on purpose (logout): no `disconnect` event, no retry. */
  stop(): Promise<void>;
  getState(): RealtimeState;
  /** Calls `listener` with every event until the returned function is called. */
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  /** Calls `listener` with every state change until the returned function is called. */
  onStateChange(listener: (state: RealtimeState) => void): () => void;
}

export interface RealtimeClientOptions {
  connect: ConnectionFactory;
  /** The `fingerprint` query value (the `x-fingerprint` the API calls carry). */
  getFingerprint: () => string | null;
  /** The site's root URL (default: this page's origin). */
  baseUrl?: string;
  /**
   * Delays of further attempts when the first start fails for a reason that may pass (no network,
   * a restarting server). Not when the server answered 4xx (no hub yet, a refused token).
   */
  startRetryDelaysMs?: readonly number[];
}

/** The hub's absolute URL: `HUB_PATH` against the site root, with the fingerprint and the language. */
export function hubUrl(baseUrl: string, fingerprint: string | null, locale?: string): string {
  const url = new URL(HUB_PATH, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  if (fingerprint) url.searchParams.set('fingerprint', fingerprint);
  if (locale) url.searchParams.set('locale', locale);
  return url.toString();
}

/** SignalR reports HTTP failures in the message ("… Status code '404'"): an answer in the 4xx range is final. */
function isFinalFailure(error: Error): boolean {
  return /status code '4\d\d'/i.test(error.message);
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** A text message that holds JSON is handed on parsed (some servers serialize the payload twice). */
function parseMessage(message: unknown): unknown {
  if (typeof message !== 'string') return message;
  try {
    return JSON.parse(message) as unknown;
  } catch {
    return message;
  }
}

export function createRealtimeClient({
  connect,
  getFingerprint,
  baseUrl,
  startRetryDelaysMs = REALTIME_SETTINGS.reconnectDelaysMs.slice(1),
}: RealtimeClientOptions): RealtimeClient {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const stateListeners = new Set<(state: RealtimeState) => void>();
  let state: RealtimeState = 'Disconnected';
  let token: string | null = null;
  let locale: string | undefined;
  let connection: HubConnectionLike | null = null;
  /** Bumped by every start and stop: callbacks of an older connection are ignored. */
  let generation = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: Promise<void> | null = null;

  const emit = (event: RealtimeEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const setState = (next: RealtimeState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  };

  async function open(current: number, attempt: number): Promise<void> {
    setState('Connecting');
    try {
      const built = await connect({
        url: hubUrl(baseUrl ?? window.location.origin, getFingerprint(), locale),
        accessTokenFactory: () => token ?? '',
      });
      if (current !== generation) return;
      connection = built;
      const live = () => current === generation;
      built.on(NOTIFY_METHOD, (command, message) => {
        if (live()) emit({ type: 'message', command: String(command), message: parseMessage(message) });
      });
      built.onreconnecting((error) => {
        if (!live()) return;
        setState('Reconnecting');
        emit({ type: 'disconnect', error });
      });
      built.onreconnected(() => {
        if (!live()) return;
        setState('Connected');
        emit({ type: 'reconnected' });
      });
      built.onclose((error) => {
        if (!live()) return;
        connection = null;
        setState('Disconnected');
        emit({ type: 'disconnect', error });
      });
      await built.start();
      if (current !== generation) return;
      setState('Connected');
    } catch (cause) {
      if (current !== generation) return;
      const error = toError(cause);
      connection = null;
      setState('Disconnected');
      emit({ type: 'error', error });
      const delay = startRetryDelaysMs[attempt];
      if (delay !== undefined && !isFinalFailure(error)) {
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          if (current === generation) pending = open(current, attempt + 1);
        }, delay);
      }
    }
  }

  async function stop(): Promise<void> {
    generation += 1;
    const stopping = generation;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    token = null;
    pending = null;
    const closing = connection;
    connection = null;
    if (!closing) {
      setState('Disconnected');
      return;
    }
    setState('Disconnecting');
    try {
      await closing.stop();
    } catch {
      // Already closed: nothing to do.
    }
    // Unless a new start came meanwhile (it owns the state now).
    if (stopping === generation) setState('Disconnected');
  }

  return {
    async start(next, nextLocale) {
      const same = next === token && nextLocale === locale;
      if (same && state !== 'Disconnected' && state !== 'Disconnecting') return pending ?? undefined;
      if (connection || retryTimer !== undefined) await stop();
      generation += 1;
      token = next;
      locale = nextLocale;
      pending = open(generation, 0);
      return pending;
    },
    stop,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
}
