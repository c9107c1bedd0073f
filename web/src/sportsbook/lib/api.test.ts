import { afterEach, describe, expect, it, vi } from 'vitest';
import { SportsbookError, sportsbookApi } from '@/sportsbook/lib/api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the sportsbook's API client", () => {
  it('sends the token as Bearer and the language, and reads the data', async () => {
    const fetch = vi.fn().mockResolvedValue(answer({ success: true, message: null, data: { username: 'ayse', balance: 12.5 } }));
    vi.stubGlobal('fetch', fetch);
    const api = sportsbookApi({ lang: 'en', token: 'tok', networkMessage: 'offline' });
    await expect(api.me()).resolves.toEqual({ username: 'ayse', balance: 12.5 });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/sportsbook/api/me');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['x-locale']).toBe('en');
  });

  it('sends no Authorization for a visitor, and only the filters that are set', async () => {
    const fetch = vi.fn().mockResolvedValue(answer({ success: true, message: null, data: { items: [], total: 0 } }));
    vi.stubGlobal('fetch', fetch);
    const api = sportsbookApi({ lang: 'tr', token: null, networkMessage: 'offline' });
    await api.events({ sport: 'football', league: null, day: '2026-12-02', q: '', status: 'upcoming' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/sportsbook/api/events?sport=football&day=2026-12-02&status=upcoming&take=100');
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('posts a bet as JSON', async () => {
    const fetch = vi.fn().mockResolvedValue(answer({ success: true, message: null, data: { id: 7 } }));
    vi.stubGlobal('fetch', fetch);
    const api = sportsbookApi({ lang: 'tr', token: 'tok', networkMessage: 'offline' });
    const bet = { requestId: 'r', kind: 'single' as const, stake: 10, stakePer: 'line' as const, oddsChange: 'none' as const, selections: [{ eventId: 1, market: '1x2', outcome: '1', odds: 1.85 }] };
    await api.place(bet);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/sportsbook/api/bets');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(bet);
  });

  it("turns a refusal into its code, the server's message and its data", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ success: false, code: 'sportsbook.stake_too_high', message: 'Too much.', data: { maxStake: 750 } }, 422)));
    const api = sportsbookApi({ lang: 'tr', token: 'tok', networkMessage: 'offline' });
    const error = await api.me().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SportsbookError);
    expect(error).toMatchObject({ code: 'sportsbook.stake_too_high', message: 'Too much.', status: 422, data: { maxStake: 750 } });
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('failed')));
    const api = sportsbookApi({ lang: 'tr', token: null, networkMessage: 'offline' });
    await expect(api.settings()).rejects.toMatchObject({ code: 'network', message: 'offline' });
  });
});
