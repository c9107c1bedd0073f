import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from '@/lib/idle';

/** A picture on the page, loading until `done` is called. */
function picture(loading: 'eager' | 'lazy' = 'eager') {
  const img = document.createElement('img');
  img.loading = loading;
  let complete = false;
  Object.defineProperty(img, 'complete', { get: () => complete });
  document.body.append(img);
  return {
    img,
    done: () => {
      complete = true;
      img.dispatchEvent(new Event('load'));
    },
  };
}

describe('afterLoadIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('runs the task when the loaded page is idle', () => {
    const task = vi.fn();
    afterLoadIdle(task);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for the pictures that are loading and not lazy (the largest paint), then for idle', () => {
    const first = picture();
    picture('lazy');
    const task = vi.fn();
    afterLoadIdle(task);
    vi.advanceTimersByTime(3000);
    expect(task).not.toHaveBeenCalled();
    first.done();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits five seconds at most for a picture that never comes', () => {
    picture();
    const task = vi.fn();
    afterLoadIdle(task);
    vi.advanceTimersByTime(4999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 + 200);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, also while it waits for a picture', () => {
    const first = picture();
    const task = vi.fn();
    const cancel = afterLoadIdle(task);
    vi.advanceTimersByTime(1000);
    cancel();
    first.done();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
