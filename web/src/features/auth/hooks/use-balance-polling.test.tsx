import { act, renderHook, waitFor } from '@testing-library/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyBalance, BALANCE_REFRESH_MS } from '@/features/auth/api/balance';
import { useBalancePolling } from '@/features/auth/hooks/use-balance-polling';
import { BALANCE_KEY } from '@/lib/player-money';
import { useAuthStore } from '@/stores/auth-store';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { createTestQueryClient } from '@/testing/test-utils';

let client: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('balance polling', () => {
  let calls = 0;
  beforeEach(() => {
    resetAccountState();
    client = createTestQueryClient();
    calls = 0;
    server.use(
      http.get('*/api/user/balance', () => {
        calls += 1;
        return ok({ balance: 100 + calls });
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads user/balance every 10 s while logged in and keeps it in the auth state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ balance: 50 });
    renderHook(useBalancePolling, { wrapper });

    await waitFor(() => expect(useAuthStore.getState().session?.balance).toBe(101));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_MS);
    });
    await waitFor(() => expect(useAuthStore.getState().session?.balance).toBe(102));
  });

  it('keeps a pushed balance over the answer of a poll that left before the push', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answerPoll: () => void = () => undefined;
    const pollAnswered = new Promise<void>((resolve) => {
      answerPoll = resolve;
    });
    server.use(
      http.get('*/api/user/balance', async () => {
        calls += 1;
        if (calls === 1) return ok({ balance: 100 });
        // The second poll reads the balance before the bet, and its answer is held back until after the push.
        await pollAnswered;
        await delay(0);
        return ok({ balance: 100 });
      }),
    );
    signIn({ balance: 50 });
    renderHook(useBalancePolling, { wrapper });
    await waitFor(() => expect(useAuthStore.getState().session?.balance).toBe(100));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_MS);
    });
    await waitFor(() => expect(calls).toBe(2));
    act(() => applyBalance(client, { balance: 90, bonus: 0 }));
    expect(useAuthStore.getState().session?.balance).toBe(90);

    answerPoll();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(useAuthStore.getState().session?.balance).toBe(90);
    expect(client.getQueriesData<{ balance: number }>({ queryKey: BALANCE_KEY }).map(([, data]) => data?.balance)).toEqual([90]);
  });

  it('does not call it for a visitor', async () => {
    renderHook(useBalancePolling, { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(0);
  });
});
