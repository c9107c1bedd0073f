import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameError, gameApi } from '@/games/lib/api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the game API client', () => {
  it('sends the token and the language, and reads the data', async () => {
    const fetch = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: null, data: { balance: 12.5 } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const api = gameApi('dice', 'tok', 'en', 'offline');
    await expect(api.session()).resolves.toEqual({ balance: 12.5 });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/games/api/dice/session');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'tok' });
    expect((init.headers as Record<string, string>)['x-locale']).toBe('en');
  });

  it("turns a refusal into the server's message and code", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ success: false, code: 'games.insufficient_funds', message: 'Too low.' }), {
          status: 402,
        }),
      ),
    );
    const failure = await gameApi('dice', 'tok', 'en', 'offline')
      .play(10, {})
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GameError);
    expect(failure).toMatchObject({ code: 'games.insufficient_funds', message: 'Too low.', status: 402 });
  });

  it('says the network failed when there is no answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(gameApi('slot', 'tok', 'tr', 'Sunucuya ulaşılamadı').history()).rejects.toMatchObject({
      code: 'network',
      message: 'Sunucuya ulaşılamadı',
    });
  });
});
