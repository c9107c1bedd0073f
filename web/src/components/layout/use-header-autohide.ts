import { type RefObject, useEffect } from 'react';
import { HEADER_HIDE_SCROLL_Y, useLayoutStore } from '@/components/layout/layout-store';

/**
 * Hides the header once the page is scrolled more than 100 px and shows it again near the top
 * (spec §2/§9), and publishes its height as `--site-header-h` for the rail and full-height pages.
 */
export function useHeaderAutohide(header: RefObject<HTMLElement | null>): void {
  const setHeaderHidden = useLayoutStore((s) => s.setHeaderHidden);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setHeaderHidden(window.scrollY > HEADER_HIDE_SCROLL_Y);
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [setHeaderHidden]);

  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--site-header-h', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [header]);
}
