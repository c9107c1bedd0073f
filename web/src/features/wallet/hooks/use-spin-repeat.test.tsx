import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPIN_DELAY_MS, SPIN_INTERVAL_MS, useSpinRepeat } from '@/features/wallet/hooks/use-spin-repeat';

function Spinner({ step }: { step: () => void }) {
  const handlers = useSpinRepeat(step);
  return (
    <button type="button" {...handlers}>
      +
    </button>
  );
}

describe('useSpinRepeat (product §9: repeat after 500 ms, then every 40 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps once on press, waits 500 ms, then steps every 40 ms until released', () => {
    const step = vi.fn();
    render(<Spinner step={step} />);
    const button = screen.getByRole('button', { name: '+' });

    fireEvent.pointerDown(button, { button: 0 });
    expect(step).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(SPIN_DELAY_MS - 1));
    expect(step).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(1 + SPIN_INTERVAL_MS));
    expect(step).toHaveBeenCalledTimes(2);

    act(() => void vi.advanceTimersByTime(SPIN_INTERVAL_MS * 5));
    expect(step).toHaveBeenCalledTimes(7);

    fireEvent.pointerUp(button);
    act(() => void vi.advanceTimersByTime(SPIN_INTERVAL_MS * 10));
    expect(step).toHaveBeenCalledTimes(7);
  });

  it('a short tap steps once and never repeats; leaving the button stops a hold', () => {
    const step = vi.fn();
    render(<Spinner step={step} />);
    const button = screen.getByRole('button', { name: '+' });

    fireEvent.pointerDown(button, { button: 0 });
    fireEvent.pointerUp(button);
    fireEvent.click(button, { detail: 1 });
    act(() => void vi.advanceTimersByTime(2000));
    expect(step).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(button, { button: 0 });
    act(() => void vi.advanceTimersByTime(SPIN_DELAY_MS + SPIN_INTERVAL_MS));
    fireEvent.pointerLeave(button);
    act(() => void vi.advanceTimersByTime(2000));
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('a keyboard click steps once', () => {
    const step = vi.fn();
    render(<Spinner step={step} />);
    fireEvent.click(screen.getByRole('button', { name: '+' }), { detail: 0 });
    expect(step).toHaveBeenCalledTimes(1);
  });
});
