import type { ConnectionFactory } from '@/lib/realtime/realtime-client';
import { REALTIME_SETTINGS } from '@/lib/realtime/realtime-client';

/**
 * The real hub connection: the official `@microsoft/signalr` client with the spec's settings
 * (architecture §5). The library loads on the first connection, so visitors never download it.
 */
export const connectSignalR: ConnectionFactory = async ({ url, accessTokenFactory }) => {
  const { HttpTransportType, HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
  return (
    new HubConnectionBuilder()
      .withUrl(url, {
        transport: HttpTransportType.WebSockets,
        accessTokenFactory,
        timeout: REALTIME_SETTINGS.httpTimeoutMs,
      })
      .withAutomaticReconnect([...REALTIME_SETTINGS.reconnectDelaysMs])
      .withServerTimeout(REALTIME_SETTINGS.serverTimeoutMs)
      .withKeepAliveInterval(REALTIME_SETTINGS.keepAliveIntervalMs)
      .withStatefulReconnect({ bufferSize: REALTIME_SETTINGS.statefulBufferBytes })
      // Failures reach the app as events; the console stays quiet for players (a missing hub is not their concern).
      .configureLogging(import.meta.env.DEV ? LogLevel.Warning : LogLevel.None)
      .build()
  );
};
