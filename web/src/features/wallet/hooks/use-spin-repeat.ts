import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';

/** Product §9: a held spin button repeats after 500 ms, then every 40 ms. */
export const SPIN_DELAY_MS = 500;
export const SPIN_INTERVAL_MS = 40;

/**
 * Press-and-hold for a spin button: `step` runs at once on press, again after 500 ms and then
 * every 40 ms until the pointer is released or leaves. A keyboard press (Enter, Space) steps once
 * per click, as the browser repeats keys itself.
 */
export function useSpinRepeat(step: () => void) {
  const latest = useRef(step);
  const timer = useRef<number | null>(null);

  useEffect(() => {
    latest.current = step;
  });

  const stop = () => {
    if (timer.current !== null) {
      window.clearTimeout(timer.current);
      window.clearInterval(timer.current);
      timer.current = null;
    }
  };

  useEffect(() => stop, []);

  const start = () => {
    stop();
    latest.current();
    timer.current = window.setTimeout(() => {
      timer.current = window.setInterval(() => latest.current(), SPIN_INTERVAL_MS);
    }, SPIN_DELAY_MS);
  };

  return {
    onPointerDown: (event: { button: number; preventDefault: () => void }) => {
      if (event.button !== 0) return;
      // Keeps the focus in the number field while spinning.
      event.preventDefault();
      start();
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onBlur: stop,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') stop();
    },
    // A click without a pointer press (keyboard, assistive tech) steps once; a mouse click was handled on press.
    onClick: (event: MouseEvent) => {
      if (event.detail === 0) latest.current();
    },
  };
}
