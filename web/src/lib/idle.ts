/**
 * Runs `task` once the page has loaded and the main thread is idle, so work that no one waits for (prefetches, the
 * fingerprint, the marketing popup) never competes with the first page for the network or the CPU. Browsers without
 * `requestIdleCallback` (Safari) run it shortly after the load event. Returns a function that cancels it.
 */
export function afterLoadIdle(task: () => void, timeoutMs = 4000): () => void {
  let cancelStep: () => void = () => undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
      cancelStep = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
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
