import { useCallback } from 'react';
import { useFrame } from '@/sportsbook/lib/frame';
import { postToSite } from '@/sportsbook/lib/parent';
import { selectionKey, type SlipSelection } from '@/sportsbook/lib/slip';
import { useSlip } from '@/sportsbook/lib/slip-store';

/** The most selections a slip takes (`settings.maxSelections`; 20 until settings have come). */
export const DEFAULT_MAX_SELECTIONS = 20;

/**
 * A price pressed: the outcome goes on the slip, or comes off it. A visitor keeps the selection and the site is asked
 * to open its login dialog (`zar-sportsbook:login`); after the login the frame reloads and the slip is still there.
 */
export function useAddToSlip(maxSelections = DEFAULT_MAX_SELECTIONS) {
  const { token } = useFrame();
  return useCallback(
    (selection: SlipSelection) => {
      const { selections, toggle } = useSlip.getState();
      const key = selectionKey(selection);
      const removing = selections.some((item) => selectionKey(item) === key);
      const replacing = selections.some((item) => String(item.eventId) === String(selection.eventId) && item.market === selection.market);
      if (!removing && !replacing && selections.length >= maxSelections) {
        useSlip.getState().refused({ code: 'too_many', message: '', amount: maxSelections });
        return false;
      }
      toggle(selection);
      if (!removing && token === null) postToSite({ type: 'zar-sportsbook:login' });
      return true;
    },
    [token, maxSelections],
  );
}
