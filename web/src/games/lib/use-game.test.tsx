import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGame } from '@/games/lib/use-game';

const SESSION = {
  balance: 100,
  currency: 'TRY',
  minBet: 1,
  maxBet: 1000,
  seeds: { serverSeedHash: 'h', clientSeed: 'c', nonce: 1 },
};

const answer = (data: unknown) => new Response(JSON.stringify({ success: true, message: null, data }), { status: 200 });

describe('a launched game', () => {
  let fetch: ReturnType<typeof vi.fn>;
  const calls = (path: string) => fetch.mock.calls.filter(([url]) => url === path).length;

  beforeEach(() => {
    window.history.replaceState(null, '', '/games/dice?token=tok');
    fetch = vi.fn((url: string) => Promise.resolve(answer(url.endsWith('/session') ? SESSION : [])));
    vi.stubGlobal('fetch', fetch);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('reads its session and history once, and again only on "try again"', async () => {
    const { result } = renderHook(() => useGame('dice'));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(result.current.balance).toBe(100);
    // Renders after the answers (the state they set) must not ask again.
    await act(async () => {
      result.current.setNotice({ kind: 'info', text: 'x' });
      await new Promise((done) => setTimeout(done, 50));
    });
    expect(calls('/games/api/dice/session')).toBe(1);
    expect(calls('/games/api/dice/history')).toBe(1);

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(calls('/games/api/dice/session')).toBe(2);
    expect(calls('/games/api/dice/history')).toBe(2);
  });
});
