import { http, HttpResponse } from 'msw';
import type { NotificationItem, PlayerSession, Profile } from '@/lib/api/types';
import type { Session } from '@/lib/api/types';
import { useAuthStore } from '@/stores/auth-store';
import { useActionStore } from '@/stores/action-store';
import { useDialogStore } from '@/stores/dialog-store';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

/** A logged-in player's session data, as auth/login answers it. */
export function aSession(changes: Partial<Session> = {}): Session {
  return {
    token: 'token-1',
    balance: 1250.5,
    username: 'ayse1990',
    usercode: 'K7M2QX9D',
    betsyCid: '',
    betsyUrl: '',
    betsyToken: '',
    betcoToken: '',
    betcoUrl: '',
    phone: '905551112233',
    smsVerified: false,
    fingerprint: 'fp-1',
    ...changes,
  };
}

export function signIn(changes: Partial<Session> = {}): Session {
  const session = aSession(changes);
  useAuthStore.getState().signIn(session);
  return session;
}

export function aProfile(changes: Partial<Profile> = {}): Profile {
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: 'ayse1990',
    usercode: 'K7M2QX9D',
    email: 'ayse@example.com',
    phone: '905551112233',
    smsVerified: true,
    birthDate: '1990-05-17',
    country: { id: 1, name: 'Türkiye' },
    createdAt: '2025-01-02T10:00:00Z',
    lastLoginAt: '2025-03-04T18:30:00Z',
    ...changes,
  };
}

export function aPlayerSession(changes: Partial<PlayerSession> = {}): PlayerSession {
  return {
    id: 1,
    createdAt: '2025-03-04T18:30:00Z',
    lastSeenAt: '2025-03-04T19:00:00Z',
    endedAt: null,
    endReason: null,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    current: false,
    ...changes,
  };
}

/** Records the JSON bodies a POST endpoint receives and answers `respond`. */
export function capturePost<T = unknown>(path: string, respond: (body: T) => Response = () => ok(null)) {
  const bodies: T[] = [];
  server.use(
    http.post(`*/api/${path}`, async ({ request }) => {
      const body = (await request.json()) as T;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

/** The calls every logged-in page makes in the background. */
export function useBackgroundHandlers(balance = 1250.5, bonus = 0) {
  server.use(
    http.get('*/api/user/balance', () => ok({ balance, bonus })),
    http.get('*/api/bonus/trialbonusamount', () => HttpResponse.json({ success: false, message: 'Not found', data: null }, { status: 404 })),
  );
}

/** Stores are module state: each test starts logged out with no dialog open. */
export function resetAccountState(): void {
  useAuthStore.getState().signOut();
  useDialogStore.getState().close();
  useActionStore.getState().reset();
  // A modal left open by the previous test's unmount can leave Radix's pointer lock on the body.
  document.body.style.pointerEvents = '';
}

let notificationId = 100;

/** A notification as customer/notification lists it (unread, a system message, unless changed). */
export function aNotification(changes: Partial<NotificationItem> = {}): NotificationItem {
  notificationId += 1;
  return {
    id: notificationId,
    title: 'Hoş geldiniz',
    note: 'Hesabınız hazır. İyi eğlenceler!',
    type: 5,
    timeStamp: '2025-03-04T18:30:00Z',
    isRead: false,
    ...changes,
  };
}

/** Serves `items` as the player's notifications; returns how many times the list was asked for. */
export function serveNotifications(items: NotificationItem[]): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.post('*/api/customer/notification', () => {
      seen.calls += 1;
      return ok(items);
    }),
  );
  return seen;
}
