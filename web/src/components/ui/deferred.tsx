import { type ReactNode, useLayoutEffect, useState } from 'react';
import { awaitTurn, takingTurns } from '@/lib/render-turns';

/**
 * A part of a page drawn in a task of its own while the first page loads (lib/render-turns.ts); until its turn the
 * `fallback` holds its place, sized so that nothing on screen moves when the part arrives. Mounted later, it draws at
 * once.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(() => !takingTurns());
  // A layout effect asks in the render's own task, so the turns keep the order of the tree.
  useLayoutEffect(() => (ready ? undefined : awaitTurn(() => setReady(true))), [ready]);
  return ready ? children : fallback;
}
