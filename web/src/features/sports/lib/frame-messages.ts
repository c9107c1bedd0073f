/**
 * The site's side of the sportsbook frame's messages (docs/sportsbook.md, "Messages between the frame and the site"):
 * Zar Sportsbook (and any partner that speaks the same protocol) posts `{type: 'zar-sportsbook:…'}`. A message counts
 * only when it comes from the sportsbook iframe's own window and from the origin of the iframe's address; anything
 * else (another frame, a browser extension, a look-alike origin) is ignored.
 */

export type SportsbookMessage =
  | { type: 'height'; height: number }
  | { type: 'login' }
  | { type: 'deposit' }
  | { type: 'balance' };

const PREFIX = 'zar-sportsbook:';
/** No frame is taller than this: a runaway height is capped, not obeyed. */
export const MAX_FRAME_HEIGHT = 100_000;

/** The origin of the iframe's address (`https://sb.example.com`), or null when it has none. */
export function frameOrigin(src: string, base = window.location.href): string | null {
  try {
    const url = new URL(src, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The message in `event` when it is one of the sportsbook's from `frame` (the iframe's window) at `origin` (the
 * iframe address's), else null.
 */
export function readFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string | null; frame: MessageEventSource | null | undefined },
): SportsbookMessage | null {
  if (!expected.origin || !expected.frame || event.origin !== expected.origin || event.source !== expected.frame) return null;
  const data = event.data as { type?: unknown; height?: unknown } | null | undefined;
  if (typeof data?.type !== 'string' || !data.type.startsWith(PREFIX)) return null;
  const type = data.type.slice(PREFIX.length);
  switch (type) {
    case 'height':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height > 0
        ? { type: 'height', height: Math.min(Math.ceil(data.height), MAX_FRAME_HEIGHT) }
        : null;
    case 'login':
    case 'deposit':
    case 'balance':
      return { type };
    default:
      return null;
  }
}

/**
 * The part of the page the player sees, in the frame's coordinates: from below what covers the top of the window (the
 * sticky header) to above what covers its bottom (the phone's bottom bar).
 */
export function frameViewport(
  frameTop: number,
  windowHeight: number,
  covered: { top: number; bottom: number },
): { type: 'zar-sportsbook:viewport'; top: number; height: number } {
  const top = Math.max(0, covered.top);
  const bottom = Math.max(top + 1, windowHeight - Math.max(0, covered.bottom));
  return { type: 'zar-sportsbook:viewport', top: Math.round(top - frameTop), height: Math.round(bottom - top) };
}

/** What covers the window's edges now: the sticky site header at the top, fixed bars at the bottom. */
export function coveredEdges(doc: Document = document, windowHeight = window.innerHeight): { top: number; bottom: number } {
  const header = doc.querySelector('header');
  const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  let bottom = 0;
  for (const nav of doc.querySelectorAll('nav')) {
    const rect = nav.getBoundingClientRect();
    if (rect.height > 0 && rect.top > windowHeight / 2 && rect.bottom >= windowHeight - 1 && getComputedStyle(nav).position === 'fixed') {
      bottom = Math.max(bottom, windowHeight - rect.top);
    }
  }
  return { top, bottom };
}

/** `run` at most once per animation frame, however often `schedule` is called; `cancel` drops a pending one. */
export function perFrame(run: () => void): { schedule: () => void; cancel: () => void } {
  let pending: number | null = null;
  return {
    schedule: () => {
      if (pending !== null) return;
      pending = window.requestAnimationFrame(() => {
        pending = null;
        run();
      });
    },
    cancel: () => {
      if (pending !== null) window.cancelAnimationFrame(pending);
      pending = null;
    },
  };
}
