import { execFile } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { REPO_ROOT, zarBinary, type ZarServer } from './server.ts';

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

/** An operator's role (`zar operator create --role`). */
export type OperatorRole = 'admin' | 'finance' | 'support' | 'content';

let operatorSequence = 0;

/**
 * Creates an operator with `role` in the worker's database through `zar operator create` (operators are
 * managed on the command line only) and returns its login; resolves once the command has succeeded.
 */
export async function createOperator(server: ZarServer, role: OperatorRole): Promise<{ username: string; password: string }> {
  if (!server.dir) throw new Error('createOperator needs the worker’s own server (not ZAR_E2E_BASE_URL)');
  operatorSequence += 1;
  const operator = { username: `e2e-${role}-${process.pid}-${operatorSequence}`, password: 'Operator12345!' };
  const args = ['operator', 'create', '--database-url', `sqlite://${server.dir}/zar.db`, '--username', operator.username, '--role', role];
  await new Promise<void>((done, fail) => {
    execFile(zarBinary(), args, { cwd: REPO_ROOT, env: { ...process.env, ZAR_OPERATOR_PASSWORD: operator.password } }, (error, _out, stderr) =>
      error ? fail(new Error(`zar operator create: ${error.message}\n${stderr}`)) : done(),
    );
  });
  return operator;
}

/** One payment as `GET /api/admin/withdrawals` lists it (the fields the journeys read). */
export interface AdminPayment {
  id: number;
  username: string;
  amount: number;
  status: number;
  reference: string;
}

/** The pending withdrawals of `username` (`GET /api/admin/withdrawals?status=2`), newest first. */
export async function pendingWithdrawals(api: APIRequestContext, token: string, username: string): Promise<AdminPayment[]> {
  const response = await api.get('/api/admin/withdrawals', {
    params: { status: '2', take: '100' },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as Envelope<{ items: AdminPayment[] }>;
  if (!response.ok() || !body.data) throw new Error(`/api/admin/withdrawals: HTTP ${response.status()} ${body.message ?? ''}`);
  return body.data.items.filter((item) => item.username === username);
}

/** An operator approves a pending withdrawal (`POST /api/admin/withdrawals/{id}/approve`): it is paid out. */
export async function approveWithdrawal(api: APIRequestContext, token: string, id: number): Promise<AdminPayment> {
  return post<AdminPayment>(api, `/api/admin/withdrawals/${id}/approve`, {}, token);
}

/** An operator rejects a pending withdrawal with `reason`: the amount returns to the player. */
export async function rejectWithdrawal(api: APIRequestContext, token: string, id: number, reason: string): Promise<AdminPayment> {
  return post<AdminPayment>(api, `/api/admin/withdrawals/${id}/reject`, { reason }, token);
}
