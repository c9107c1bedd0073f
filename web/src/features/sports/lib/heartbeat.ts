/** How often a shown sportsbook frame counts as activity: well inside the server's 30 idle minutes. */
export const HEARTBEAT_EVERY_MS = 5 * 60_000;

/**
 * While `doc` is visible, calls `beat` at once and then every {@link HEARTBEAT_EVERY_MS}; a hidden tab stops it and
 * showing the tab again starts it over (docs/decisions.md, "The sportsbook heartbeat"). Gives the function that
 * stops it for good.
 */
export function startHeartbeat(beat: () => void, doc: Document = document): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const follow = () => {
    if (doc.visibilityState !== 'visible') stop();
    else if (timer === undefined) {
      beat();
      timer = setInterval(beat, HEARTBEAT_EVERY_MS);
    }
  };
  follow();
  doc.addEventListener('visibilitychange', follow);
  return () => {
    doc.removeEventListener('visibilitychange', follow);
    stop();
  };
}
