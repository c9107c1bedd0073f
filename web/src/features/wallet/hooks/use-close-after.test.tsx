import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_AFTER_FAILURE_MS, CLOSE_AFTER_WITHDRAW_MS, useCloseAfter } from '@/features/wallet/hooks/use-close-after';

describe('useCloseAfter (product §9 dialog close delays)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a detail failure', CLOSE_AFTER_FAILURE_MS, 100],
    ['a withdrawal', CLOSE_AFTER_WITHDRAW_MS, 500],
  ])('after %s the dialog closes after %i ms, once', (_, delay, expected) => {
    expect(delay).toBe(expected);
    const close = vi.fn();
    const { result } = renderHook(() => useCloseAfter(close));

    act(() => {
      result.current(delay);
      result.current(delay);
    });
    act(() => void vi.advanceTimersByTime(delay - 1));
    expect(close).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(close).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(delay * 2));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('does nothing once the dialog is gone', () => {
    const close = vi.fn();
    const { result, unmount } = renderHook(() => useCloseAfter(close));
    act(() => result.current(CLOSE_AFTER_WITHDRAW_MS));
    unmount();
    act(() => void vi.advanceTimersByTime(CLOSE_AFTER_WITHDRAW_MS));
    expect(close).not.toHaveBeenCalled();
  });
});
