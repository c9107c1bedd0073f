import { useEffect } from 'react';

/** Product §9: the celebration's confetti starts this long after it shows … */
export const CONFETTI_DELAY_MS = 100;
/** … with this many particles. */
export const CONFETTI_PARTICLES = 150;

/** The brand's colours, read from the design tokens (canvas-confetti needs concrete values). */
function brandColors(): string[] | undefined {
  const style = getComputedStyle(document.documentElement);
  const colors = ['--color-accent', '--color-accent-hover', '--color-accent-deep', '--color-money', '--color-fg-strong']
    .map((token) => style.getPropertyValue(token).trim())
    .filter(Boolean);
  return colors.length > 0 ? colors : undefined;
}

/**
 * Fires the confetti once, `CONFETTI_DELAY_MS` after mounting — or after `active` turns true — (skipped for
 * reduced motion). The registration's celebration and a granted trial bonus use it.
 */
export function useConfetti(active = true): void {
  useEffect(() => {
    if (!active) return;
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
  }, [active]);
}
