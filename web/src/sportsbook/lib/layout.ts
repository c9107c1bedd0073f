import type { Viewport } from '@/sportsbook/lib/parent';

export const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Where a box of `height` sits inside its column (`columnTop`, `columnHeight`, in the frame's coordinates) so it stays
 * in the part of the site's page the player sees, `gap` below its top, never outside the column.
 */
export function keepInView(viewport: Viewport, columnTop: number, columnHeight: number, height: number, gap = 8): number {
  return clamp(viewport.top + gap - columnTop, 0, columnHeight - height);
}
