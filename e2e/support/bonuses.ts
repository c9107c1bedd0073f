import type { APIRequestContext } from '@playwright/test';

interface Envelope<T> {
  success?: boolean;
  message?: string | null;
  data?: T;
}

/** A bonus definition as `GET /api/admin/bonuses` lists it (the fields `PUT` takes back, plus its id). */
interface AdminBonus {
  id: number;
  kind: string;
  wagering: number;
  [field: string]: unknown;
}

async function call<T>(api: APIRequestContext, method: 'get' | 'put', path: string, token: string, data?: unknown): Promise<T> {
  const response = await api[method](path, { data, headers: { Authorization: `Bearer ${token}` }, failOnStatusCode: false });
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok() || !body?.success || body.data === undefined) {
    throw new Error(`${method.toUpperCase()} ${path}: HTTP ${response.status()} ${body?.message ?? ''}`);
  }
  return body.data;
}

/**
 * Sets the trial bonus definition's wagering multiplier (`PUT /api/admin/bonuses/{id}`, role admin) so a journey
 * can wager it through in a few bets; grants made afterwards take it. Resolves with the definition as it was.
 */
export async function setTrialWagering(api: APIRequestContext, operatorToken: string, wagering: number): Promise<AdminBonus> {
  const bonuses = await call<AdminBonus[]>(api, 'get', '/api/admin/bonuses', operatorToken);
  const trial = bonuses.find((bonus) => bonus.kind === 'trial');
  if (!trial) throw new Error('no trial bonus among the demo bonuses');
  const { id, ...fields } = trial;
  await call(api, 'put', `/api/admin/bonuses/${id}`, operatorToken, { ...fields, wagering });
  return trial;
}
