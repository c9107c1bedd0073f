import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_REFRESH_MS } from '@/features/auth/api/balance';
import { useBalancePolling } from '@/features/auth/hooks/use-balance-polling';
import { useAuthStore } from '@/stores/auth-store';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { createTestQueryClient } from '@/testing/test-utils';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('balance polling', () => {
  let calls = 0;
  beforeEach(() => {
    resetAccountState();
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

  it('does not call it for a visitor', async () => {
    renderHook(useBalancePolling, { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(0);
  });
});
