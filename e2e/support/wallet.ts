import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { extractCode, readOutbox } from './outbox.ts';
import type { NewPlayer, SessionData } from './players.ts';

/** The demo payment methods the server seeds with ZAR_SEED_DEMO (crates/store/src/demo/payments.rs). */
export const METHODS = { bank: 1, papara: 2, card: 3, crypto: 4 } as const;

/** A card number that passes Luhn, and a valid Turkish IBAN (mod-97), as a player would type them. */
export const CARD = { number: '4111 1111 1111 1111', holder: 'AYSE YILMAZ', expiry: '12/34' };
export const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

interface Envelope<T> {
  success?: boolean;
  message?: string | null;
  data?: T;
}

async function call<T>(api: APIRequestContext, path: string, token: string, data: unknown): Promise<Envelope<T>> {
  const response = await api.post(path, { data, headers: { Authorization: `Bearer ${token}` }, failOnStatusCode: false });
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok() || !body?.success) throw new Error(`${path}: HTTP ${response.status()} ${body?.message ?? ''}`);
  return body;
}

/** Verifies the player's phone as the SMS dialog does (`customer/updatephone` steps 1 and 2, the code from the outbox). */
export async function verifyPhone(api: APIRequestContext, player: NewPlayer, session: SessionData): Promise<void> {
  await call(api, '/api/customer/updatephone', session.token, { step: 1, phone: player.phone });
  const [sms] = await readOutbox(api, { channel: 'sms', to: player.phone });
  if (!sms) throw new Error(`no SMS to ${player.phone}`);
  await call(api, '/api/customer/updatephone', session.token, { step: 2, phone: player.phone, code: extractCode(sms) });
}

/** Asks for a card deposit (`payment/deposit`) and returns the hosted page's link. */
export async function startCardDeposit(api: APIRequestContext, token: string, amount: number): Promise<string> {
  const { data } = await call<string>(api, '/api/payment/deposit', token, {
    id: METHODS.card,
    target: 'pay',
    detail: { Amount: amount, CardNo: CARD.number.replaceAll(' ', ''), CardHolder: CARD.holder, Expiry: CARD.expiry },
  });
  if (!data?.startsWith('http')) throw new Error(`payment/deposit answered no link: ${String(data)}`);
  return data;
}

/** Presses Pay (or Cancel) on the hosted page for `link`, as the player's browser posts its form. */
export async function answerHostedPage(api: APIRequestContext, link: string, action: 'confirm' | 'cancel'): Promise<void> {
  const { pathname } = new URL(link);
  const response = await api.post(pathname, { form: { action, lang: 'tr' } });
  if (!response.ok()) throw new Error(`${pathname}: HTTP ${response.status()}`);
}

/** A confirmed card deposit of `amount` lira: the balance rises by it. */
export async function deposit(api: APIRequestContext, token: string, amount: number): Promise<void> {
  await answerHostedPage(api, await startCardDeposit(api, token, amount), 'confirm');
}

/** A bank-transfer withdrawal request (`payment/withdraw`); resolves with the payment's id. */
export async function requestWithdrawal(api: APIRequestContext, token: string, amount: number, holder = 'Ayşe Yılmaz'): Promise<number> {
  const { data } = await call<{ id: number }>(api, '/api/payment/withdraw', token, {
    id: METHODS.bank,
    target: 'pay',
    detail: { Amount: amount, Iban: IBAN.replaceAll(' ', ''), AccountHolder: holder },
  });
  if (!data) throw new Error('payment/withdraw answered no id');
  return data.id;
}

/** The player takes back a pending withdrawal (`payment/cancel`). */
export async function cancelWithdrawal(api: APIRequestContext, token: string, id: number): Promise<void> {
  await call(api, '/api/payment/cancel', token, { id });
}

/**
 * The header's cash balance: the balance menu on desktop, the compact balance on a phone; named "Bakiye ₺…".
 * `behindDialog`: read it while a modal dialog hides the page from the accessibility tree (it is still on screen).
 */
export function headerBalance(page: Page, behindDialog = false): Locator {
  return page
    .getByRole('banner', { includeHidden: behindDialog })
    .getByRole('button', { name: /^Bakiye /, includeHidden: behindDialog })
    .filter({ visible: true });
}
