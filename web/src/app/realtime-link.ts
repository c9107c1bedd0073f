import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyBalance, toBalance } from '@/features/auth/api/balance';
import { addNotification, refreshNotifications, toNotification } from '@/features/notifications/api/notification-cache';
import { NOTIFICATION_TYPE } from '@/features/notifications/lib/notification-kind';
import { toRealityCheck, useRealityCheckStore } from '@/features/responsible/stores/reality-check-store';
import { useLanguage } from '@/lib/i18n';
import { refreshPlayerMoney } from '@/lib/player-money';
import type { RealtimeClient, RealtimeEvent } from '@/lib/realtime/realtime-client';
import { realtime, useRealtimeEvents } from '@/lib/realtime/realtime';
import { selectToken, useAuthStore } from '@/stores/auth-store';
import { endSessionBecause } from '@/app/session-ended';

/** The hub's commands (architecture §5), matched without regard to case. */
const COMMANDS = {
  notification: 'notification',
  balance: 'balance',
  sessionEnded: 'sessionended',
  realityCheck: 'realitycheck',
} as const;

/** `SessionEnded`'s `{reason}` (a string is parsed first); null when it has none. */
function reasonOf(message: unknown): string | null {
  let value = message;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const reason = typeof value === 'object' && value !== null ? (value as { reason?: unknown }).reason : null;
  return typeof reason === 'string' ? reason : null;
}

/**
 * What the app does with a real-time event: `Notification` adds it to the list at once,
 * `Balance` sets the header balance (cash) and the bonus and reads the player's bonuses again (a bet moves the
 * wagering), a Bonus notification reads the balance and the bonuses again, `SessionEnded` logs out as a 401 does (and the page
 * after the logout says why, as for the 401: see endSessionBecause), `RealityCheck` shows the reality-check dialog over everything; after a reconnection
 * the list and the balance are read again (messages may have been missed). Errors and
 * disconnections change nothing the player sees: the 10 s balance poll and the list loaded at
 * start-up carry on.
 */
export function handleRealtimeEvent(event: RealtimeEvent, queryClient: QueryClient): void {
  if (event.type === 'reconnected') {
    void refreshNotifications(queryClient);
    void refreshPlayerMoney(queryClient);
    return;
  }
  if (event.type !== 'message') return;
  switch (event.command.toLowerCase()) {
    case COMMANDS.notification: {
      const item = toNotification(event.message);
      if (item) addNotification(queryClient, item);
      else void refreshNotifications(queryClient);
      // A Bonus notification (granted, converted, expired): the balance and the bonuses have changed.
      if (item?.type === NOTIFICATION_TYPE.bonus) void refreshPlayerMoney(queryClient);
      break;
    }
    case COMMANDS.balance: {
      const balance = toBalance(event.message);
      if (balance !== null) {
        applyBalance(queryClient, balance);
        // A bet or a win moved the money: the active bonus's wagering and what is left have moved with it.
        void refreshPlayerMoney(queryClient, { balance: false });
      }
      break;
    }
    case COMMANDS.sessionEnded:
      endSessionBecause(reasonOf(event.message));
      break;
    case COMMANDS.realityCheck: {
      const check = toRealityCheck(event.message);
      if (check) useRealityCheckStore.getState().show(check);
      break;
    }
  }
}

/**
 * Product §4: the hub connection runs while a player is logged in — started at start-up with a
 * stored session and at login, stopped at logout — and its events reach the caches and stores.
 * It asks for the messages in the page's language, and connects anew when the player switches.
 */
export function useRealtimeLink(client: RealtimeClient = realtime): void {
  const token = useAuthStore(selectToken);
  const language = useLanguage();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (token === null) return;
    void client.start(token, language);
    return () => {
      void client.stop();
    };
  }, [client, token, language]);

  // The connection also stops in the very task of the logout that clears the token, as it did with React (whose
  // effects of a store's update ran at once): Preact runs the effect above only after the next paint, and a
  // connection still being opened by then reaches the hub with a session the server has just ended (a 404 in the
  // console). stop() is idempotent.
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (selectToken(previous) !== null && selectToken(state) === null) void client.stop();
      }),
    [client],
  );

  useRealtimeEvents((event) => handleRealtimeEvent(event, queryClient), client);
}

/** The link as a component: the shell mounts it, as its own chunk, only while a player is logged in. */
export function RealtimeLink(): null {
  useRealtimeLink();
  return null;
}
