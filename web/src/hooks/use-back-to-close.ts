import { useEffect, useEffectEvent, useState } from 'react';
import { claimEntry, newDialogId, releaseEntry } from '@/lib/dialog-history';

/**
 * While `open`, the dialog owns a history entry and Back calls `close` (lib/dialog-history.ts).
 * `enabled: false` for a dialog whose address is its entry already (a promotion's detail).
 */
export function useBackToClose(open: boolean, close: () => void, enabled = true): void {
  const [id] = useState(newDialogId);
  const onBack = useEffectEvent(close);

  useEffect(() => {
    if (!open || !enabled) return;
    claimEntry(id, () => {
      onBack();
    });
    return () => {
      releaseEntry(id);
    };
  }, [open, enabled, id]);
}
