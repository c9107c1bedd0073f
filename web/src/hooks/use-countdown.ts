import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `endsAt` (ms since the epoch), ticking every second from the first render; 0 once it
 * has passed. For a new end (product §9: a code sent again), give the component that counts a new `key`.
 */
export function useCountdown(endsAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running, endsAt]);

  return seconds;
}
