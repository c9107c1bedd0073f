import { useEffectEvent, useLayoutEffect, useState } from 'react';
import { claimEntry, newDialogId, releaseEntry } from '@/lib/dialog-history';

/**
 * While `open`, the dialog owns a history entry and Back calls `close` (lib/dialog-history.ts).
 * `enabled: false` for a dialog whose address is its entry already (a promotion's detail).
 */
export function useBackToClose(open: boolean, close: () => void, enabled = true): void {
  const [id] = useState(newDialogId);
  const onBack = useEffectEvent(close);

  // A layout effect: the entry is claimed and given back (history.back()) as the dialog opens or closes, in the same
  // task as the click, as React did; Preact runs a plain effect only after the next paint, when the player (or a
  // journey) may already be navigating elsewhere, and that navigation would be undone by the late Back.
  useLayoutEffect(() => {
    if (!open || !enabled) return;
    claimEntry(id, () => {
      onBack();
    });
    return () => {
      releaseEntry(id);
    };
  }, [open, enabled, id]);
}
