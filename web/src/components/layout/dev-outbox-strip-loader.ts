import type { ComponentType } from 'react';

let loaded: ComponentType | null = null;

/** The strip's component once its code has loaded, else null. */
export function loadedDevOutboxStrip(): ComponentType | null {
  return loaded;
}

/**
 * Loads the strip's code (a real server never needs it, so it is not in the entry chunk). main.tsx waits for it
 * before the first render when start-up found the outbox on, so the strip is there from the first frame and nothing
 * moves down under it.
 */
export function loadDevOutboxStrip(): Promise<ComponentType> {
  return import('@/components/layout/dev-outbox-strip').then((m) => (loaded = m.DevOutboxStrip));
}
