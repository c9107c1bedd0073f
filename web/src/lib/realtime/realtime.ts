import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { getFingerprint } from '@/lib/fingerprint';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeEvent,
  type RealtimeState,
} from '@/lib/realtime/realtime-client';
import { connectSignalR } from '@/lib/realtime/signalr-connection';

/** The page's one hub connection (`/hub/frnotify`), started and stopped by the app. */
export const realtime: RealtimeClient = createRealtimeClient({ connect: connectSignalR, getFingerprint });

/** The connection's state, re-rendering when it changes. */
export function useRealtimeState(client: RealtimeClient = realtime): RealtimeState {
  return useSyncExternalStore(
    (notify) => client.onStateChange(notify),
    () => client.getState(),
  );
}

/** Calls `listener` with every real-time event while the component is mounted (the latest `listener`). */
export function useRealtimeEvents(listener: (event: RealtimeEvent) => void, client: RealtimeClient = realtime): void {
  const onEvent = useEffectEvent(listener);
  useEffect(() => client.subscribe((event) => onEvent(event)), [client]);
}
