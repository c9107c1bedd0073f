import { useEffect } from 'react';
import { CONFETTI_DELAY_MS, CONFETTI_PARTICLES } from '@/features/auth/lib/timing';

/** The brand's colours, read from the design tokens (canvas-confetti needs concrete values). */
function brandColors(): string[] | undefined {
  const style = getComputedStyle(document.documentElement);
  const colors = ['--color-accent', '--color-accent-hover', '--color-accent-deep', '--color-money', '--color-fg-strong']
    .map((token) => style.getPropertyValue(token).trim())
    .filter(Boolean);
  return colors.length > 0 ? colors : undefined;
}

/** Fires the confetti once, `CONFETTI_DELAY_MS` after mounting (skipped for reduced motion). */
export function useConfetti(): void {
  useEffect(() => {
    let cancelled = false;
    const id = window.setTimeout(() => {
      void import('canvas-confetti').then(({ create }) => {
        if (cancelled) return;
        // On the main thread: 150 particles for a moment do not need the default instance's worker.
        const confetti = create(undefined, { resize: true, useWorker: false });
        const colors = brandColors();
        void confetti({
          particleCount: CONFETTI_PARTICLES,
          spread: 80,
          startVelocity: 42,
          origin: { y: 0.55 },
          zIndex: 60,
          disableForReducedMotion: true,
          ...(colors ? { colors } : {}),
        });
      });
    }, CONFETTI_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(id);
    };
  }, []);
}
