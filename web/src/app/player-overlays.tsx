import { CasinoPlayOverlay } from '@/app/casino-play-overlay';
import { ResponsibleOverlays } from '@/app/responsible-overlays';

/** The shell's dialogs that only show in some states: the phone's play modal and the responsible-gaming dialogs. */
export function PlayerOverlays() {
  return (
    <>
      <CasinoPlayOverlay />
      <ResponsibleOverlays />
    </>
  );
}
