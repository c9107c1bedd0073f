/**
 * Talking to the site that frames the sportsbook (docs/sportsbook.md, "Messages between the frame and the site"):
 * `{type: 'zar-sportsbook:…', …}` posted only to the parent's origin, read from `document.referrer` (the site's
 * `strict-origin-when-cross-origin` policy sends it), and messages accepted only from that origin and window.
 */
import { useEffect, useState } from 'react';

export type FrameMessage =
  | { type: 'zar-sportsbook:height'; height: number }
  | { type: 'zar-sportsbook:login' }
  | { type: 'zar-sportsbook:deposit' }
  | { type: 'zar-sportsbook:balance' };

export interface Viewport {
  /** Where the visible part of the page starts, in the frame's coordinates (negative: below the frame's top). */
  top: number;
  height: number;
}

/** The parent's origin, or null outside a frame or when the referrer does not name one. */
export function parentOrigin(referrer = document.referrer, framed = window.parent !== window): string | null {
  if (!framed || !referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Posts `message` to the parent's origin; false when there is no parent to tell. */
export function postToSite(message: FrameMessage, origin = parentOrigin()): boolean {
  if (!origin) return false;
  window.parent.postMessage(message, origin);
  return true;
}

/** The viewport in a message from the site, or null when the message is not one from it. */
export function viewportFrom(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, origin: string | null, parent: unknown = window.parent): Viewport | null {
  if (!origin || event.origin !== origin || event.source !== parent) return null;
  const data = event.data as { type?: unknown; top?: unknown; height?: unknown } | null | undefined;
  if (data?.type !== 'zar-sportsbook:viewport') return null;
  const { top, height } = data;
  if (typeof top !== 'number' || typeof height !== 'number' || !Number.isFinite(top) || !Number.isFinite(height) || height <= 0) return null;
  return { top, height };
}

/** The site's latest viewport message (null until one comes, e.g. outside a frame). */
export function useSiteViewport(): Viewport | null {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  useEffect(() => {
    const origin = parentOrigin();
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      const next = viewportFrom(event, origin);
      if (next) setViewport((previous) => (previous?.top === next.top && previous.height === next.height ? previous : next));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return viewport;
}

/** Posts the content's height whenever it changes, so the site sizes the iframe to it (no inner scroll bar). */
export function useReportHeight(element: HTMLElement | null): void {
  useEffect(() => {
    const origin = parentOrigin();
    if (!element || !origin || typeof ResizeObserver === 'undefined') return undefined;
    let last = -1;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      postToSite({ type: 'zar-sportsbook:height', height }, origin);
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [element]);
}
