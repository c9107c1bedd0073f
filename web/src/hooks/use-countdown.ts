import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown (spec §9: the 60 s resend timer), running from the first render.
 * `restart()` starts it again; it is over when `seconds` reaches 0.
 */
export function useCountdown(from: number): { seconds: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + from * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + from * 1000);
  }, [from]);

  return { seconds, restart };
}
