/** How long idle work waits for the page's pictures at most. */
const PICTURES_WAIT_MS = 5000;

/**
 * Runs `task` once the page has loaded, its pictures that are not lazy have arrived (the first slide: the largest
 * paint) and the main thread is idle, so work that no one waits for (prefetches, the fingerprint, the marketing popup)
 * never competes with the first page for the network or the CPU. The pictures matter on a slow link: the page's
 * load event comes before the slides are drawn, and a prefetch begun then took most of the bandwidth from the first
 * slide's picture. Browsers without `requestIdleCallback` (Safari) run it shortly after. Returns a function that
 * cancels it.
 */
export function afterLoadIdle(task: () => void, timeoutMs = 4000): () => void {
  let cancelStep: () => void = () => undefined;
  const waitUntil = Date.now() + PICTURES_WAIT_MS;
  const whenIdle = () => {
    const run = () => {
      const pending = Date.now() < waitUntil ? loadingPictures() : [];
      if (pending.length === 0) {
        task();
        return;
      }
      // Again once they are in (or failed), or the wait is over; then at the next idle moment.
      const resume = () => {
        stop();
        whenIdle();
      };
      const settled = () => {
        if (pending.every((img) => img.complete)) resume();
      };
      const timer = window.setTimeout(resume, Math.max(0, waitUntil - Date.now()) + 1);
      const stop = () => {
        window.clearTimeout(timer);
        for (const img of pending) {
          img.removeEventListener('load', settled);
          img.removeEventListener('error', settled);
        }
      };
      for (const img of pending) {
        img.addEventListener('load', settled);
        img.addEventListener('error', settled);
      }
      cancelStep = stop;
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelStep = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 200);
      cancelStep = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancelStep = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancelStep();
}

/** The page's pictures that are loading now and are not lazy. */
function loadingPictures(): HTMLImageElement[] {
  return Array.from(document.images).filter((img) => !img.complete && img.loading !== 'lazy');
}
