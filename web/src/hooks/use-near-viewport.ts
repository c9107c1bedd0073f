import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onNear` whenever the element (a sentinel below a list) comes within `margin` of the
 * viewport while `enabled`: infinite scroll without scroll listeners. Browsers without
 * IntersectionObserver keep the list's own "show more" button.
 */
export function useNearViewport(onNear: () => void, enabled: boolean, margin = '800px'): (element: HTMLElement | null) => void {
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => () => observer.current?.disconnect(), []);

  return useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) callback.current();
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.current.observe(element);
    },
    [enabled, margin],
  );
}
