import type { APIRequestContext } from '@playwright/test';

/** The demo operator the server seeds with ZAR_SEED_DEMO (role admin). */
export const DEMO_OPERATOR = { username: 'admin', password: 'admin12345' };

interface Envelope<T> {
  success?: boolean;
  message?: string | null;
  data?: T;
}

async function post<T>(api: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await api.post(path, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    failOnStatusCode: false,
  });
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok() || !body?.success || body.data === undefined) {
    throw new Error(`${path}: HTTP ${response.status()} ${body?.message ?? ''}`);
  }
  return body.data;
}

/** An operator's bearer token (`POST /api/admin/auth/login`), the demo admin unless told. */
export async function operatorToken(api: APIRequestContext, operator = DEMO_OPERATOR): Promise<string> {
  const { token } = await post<{ token: string }>(api, '/api/admin/auth/login', operator);
  return token;
}

export interface OperatorNotification {
  /** Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5. */
  type?: number;
  title: { tr: string; en: string };
  note: { tr: string; en: string };
}

/** An operator sends `notification` to one player (`POST /api/admin/notifications`); resolves with its ids. */
export async function sendNotification(
  api: APIRequestContext,
  token: string,
  username: string,
  notification: OperatorNotification,
): Promise<number[]> {
  const { ids } = await post<{ ids: number[] }>(api, '/api/admin/notifications', { username, ...notification }, token);
  return ids;
}
