import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_EVERY_MS, startHeartbeat } from '@/features/sports/lib/heartbeat';

let visibility: DocumentVisibilityState = 'visible';

function show(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the sportsbook heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('beats at once and every five minutes while the tab is visible, well inside the 30 idle minutes', () => {
    const beat = vi.fn();
    const stop = startHeartbeat(beat);
    expect(beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HEARTBEAT_EVERY_MS - 1);
    expect(beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(beat).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30 * 60_000);
    expect(beat).toHaveBeenCalledTimes(8);
    expect(HEARTBEAT_EVERY_MS).toBeLessThan(30 * 60_000);
    stop();
  });

  it('stops while the tab is hidden and starts over when it is shown again', () => {
    const beat = vi.fn();
    const stop = startHeartbeat(beat);
    show('hidden');
    vi.advanceTimersByTime(60 * 60_000);
    expect(beat).toHaveBeenCalledTimes(1);
    show('visible');
    expect(beat).toHaveBeenCalledTimes(2);
    show('visible');
    expect(beat).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(HEARTBEAT_EVERY_MS);
    expect(beat).toHaveBeenCalledTimes(3);
    stop();
  });

  it('does not beat in a tab opened hidden, nor after it is stopped', () => {
    visibility = 'hidden';
    const beat = vi.fn();
    const stop = startHeartbeat(beat);
    vi.advanceTimersByTime(HEARTBEAT_EVERY_MS * 3);
    expect(beat).not.toHaveBeenCalled();
    stop();
    show('visible');
    vi.advanceTimersByTime(HEARTBEAT_EVERY_MS * 3);
    expect(beat).not.toHaveBeenCalled();
  });
});
