import { useCallback, useEffect, useRef } from 'react';

/** Product §9 dialog close delays: after a detail failure and after a withdrawal. */
export const CLOSE_AFTER_FAILURE_MS = 100;
export const CLOSE_AFTER_WITHDRAW_MS = 500;

/** `closeAfter(ms)` calls `close` once after `ms`; nothing is left running when the caller unmounts. */
export function useCloseAfter(close: () => void): (ms: number) => void {
  const latest = useRef(close);
  const timer = useRef<number | null>(null);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((ms: number) => {
    if (timer.current !== null) return;
    timer.current = window.setTimeout(() => latest.current(), ms);
  }, []);
}
