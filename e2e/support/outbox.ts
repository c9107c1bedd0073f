import type { APIRequestContext } from '@playwright/test';

/** An e-mail or SMS the server sent, as `GET /dev/outbox` lists it. */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  /** E-mail address or phone number. */
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  locale: string | null;
  /** The item exactly as the server sent it. */
  raw: Record<string, unknown>;
}

/** Which messages to wait for: fields to match, or any predicate. */
export type OutboxFilter =
  | {
      channel?: 'email' | 'sms';
      /** Exact recipient (case-insensitive). */
      to?: string;
      /** Text the subject or body must contain, or match. */
      contains?: string | RegExp;
      /** Only messages with a greater id (e.g. sent after a resend). */
      afterId?: number;
    }
  | ((message: OutboxMessage) => boolean);

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function normalize(item: Record<string, unknown>): OutboxMessage {
  return {
    id: Number(item.id ?? 0),
    channel: text(item.channel).toLowerCase() === 'sms' ? 'sms' : 'email',
    recipient: text(item.recipient ?? item.to),
    subject: text(item.subject),
    body: text(item.body ?? item.text),
    html: typeof item.html === 'string' ? item.html : null,
    locale: typeof item.locale === 'string' ? item.locale : null,
    raw: item,
  };
}

/** The list in whichever wrapping the server uses: a bare array, the envelope, or `{items}`. */
function itemsOf(body: unknown): Record<string, unknown>[] {
  const unwrap = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? ((value as Record<string, unknown>).data ?? (value as Record<string, unknown>).items ?? (value as Record<string, unknown>).messages)
      : value;
  let list: unknown = body;
  for (let depth = 0; depth < 3 && !Array.isArray(list); depth++) list = unwrap(list);
  return Array.isArray(list) ? list.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object') : [];
}

function matches(filter: OutboxFilter, message: OutboxMessage): boolean {
  if (typeof filter === 'function') return filter(message);
  if (filter.channel && message.channel !== filter.channel) return false;
  if (filter.to && message.recipient.toLowerCase() !== filter.to.toLowerCase()) return false;
  if (filter.afterId !== undefined && message.id <= filter.afterId) return false;
  if (filter.contains !== undefined) {
    const haystack = `${message.subject}\n${message.body}`;
    const found = typeof filter.contains === 'string' ? haystack.includes(filter.contains) : filter.contains.test(haystack);
    if (!found) return false;
  }
  return true;
}

/**
 * Polls `GET /dev/outbox` until at least one message matches `filter`, and returns the matching
 * messages (oldest first). A 404 (outbox not there yet) keeps polling; gives up after `timeout`.
 */
export async function readOutbox(
  api: APIRequestContext,
  filter: OutboxFilter = {},
  { timeout = 10_000, interval = 200 }: { timeout?: number; interval?: number } = {},
): Promise<OutboxMessage[]> {
  const deadline = Date.now() + timeout;
  let last = 'no answer yet';
  for (;;) {
    const response = await api.get('/dev/outbox', { failOnStatusCode: false });
    // Until the server has the outbox, the SPA fallback answers with HTML: keep polling.
    const body: unknown = response.ok() ? await response.json().catch(() => undefined) : undefined;
    if (body !== undefined) {
      const found = itemsOf(body)
        .map(normalize)
        .filter((message) => matches(filter, message))
        .sort((a, b) => a.id - b.id);
      if (found.length > 0) return found;
      last = 'no matching message';
    } else {
      last = response.ok() ? 'the answer is not JSON' : `HTTP ${response.status()}`;
    }
    if (Date.now() >= deadline) {
      throw new Error(`readOutbox: nothing matched ${describe(filter)} within ${timeout} ms (${last})`);
    }
    await new Promise((next) => setTimeout(next, interval));
  }
}

function describe(filter: OutboxFilter): string {
  return typeof filter === 'function' ? 'the predicate' : JSON.stringify(filter, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v));
}

/** The verification or reset code in a message: the first 6-digit number (also "12-34-56" / "123 456"). */
export function extractCode(message: OutboxMessage): string {
  const match = /\b(\d{2}[- ]?\d{2}[- ]?\d{2}|\d{3}[- ]\d{3})\b/.exec(`${message.subject}\n${message.body}`);
  if (!match?.[1]) throw new Error(`No 6-digit code in: ${message.body}`);
  return match[1].replace(/\D/g, '');
}
