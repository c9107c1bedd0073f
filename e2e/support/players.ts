import type { APIRequestContext } from '@playwright/test';

let sequence = 0;

/** A registration payload (product §3) that passes product §5's rules, unique per call. */
export function newPlayer(overrides: Partial<NewPlayer> = {}): NewPlayer {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`.slice(-10);
  const phoneDigits = `${Date.now()}${sequence}`.slice(-9);
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: `e2e${unique}`.slice(0, 30),
    email: `e2e.${unique}@example.test`,
    phone: `905${phoneDigits}`,
    password: 'Secret123!',
    password2: 'Secret123!',
    country: 0, // the server's default country (Türkiye), read from auth/form by registerPlayer
    currencyId: 1,
    birthDateDay: '15',
    birthDateMonth: '06',
    birthDateYear: '1990',
    birthDate: '1990-06-15',
    trialBonus: 0,
    ...overrides,
  };
}

export interface NewPlayer {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  password2: string;
  country: number;
  currencyId: number;
  birthDateDay: string;
  birthDateMonth: string;
  birthDateYear: string;
  birthDate: string;
  trialBonus: 0 | 1;
  refId?: number;
}

/** The session data login and registration return (architecture §4). */
export interface SessionData {
  token: string;
  balance: number;
  username: string;
  usercode: string;
  phone: string;
  smsVerified: boolean;
  [key: string]: unknown;
}

/**
 * Registers a player through `POST /api/auth/register` and returns the player's data and session;
 * for journeys that start logged in. Fails the test with the server's message otherwise.
 */
export async function registerPlayer(
  api: APIRequestContext,
  overrides: Partial<NewPlayer> = {},
): Promise<{ player: NewPlayer; session: SessionData }> {
  const player = newPlayer(overrides);
  if (player.country === 0) player.country = await defaultCountry(api);
  const response = await api.post('/api/auth/register', { data: player, failOnStatusCode: false });
  const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string; data?: SessionData } | null;
  if (!response.ok() || !body?.success || !body.data) {
    throw new Error(`register ${player.username}: HTTP ${response.status()} ${body?.message ?? ''}`);
  }
  return { player, session: body.data };
}

/** The default country's id, as the registration form offers it (`auth/form`). */
async function defaultCountry(api: APIRequestContext): Promise<number> {
  const form = await api.get('/api/auth/form');
  const body = (await form.json()) as { data: { defaultCountryId: number } };
  return body.data.defaultCountryId;
}
