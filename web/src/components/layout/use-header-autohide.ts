import { type RefObject, useEffect } from 'react';
import { HEADER_HIDE_SCROLL_Y, useLayoutStore } from '@/components/layout/layout-store';

const HEADER_HEIGHT = '--site-header-h';

/** The header height the stylesheet gives `--site-header-h` at this width (globals.css: rem), in px. */
function stylesheetHeight(root: HTMLElement): number {
  const style = getComputedStyle(root);
  const value = style.getPropertyValue(HEADER_HEIGHT).trim();
  return value.endsWith('rem') ? parseFloat(value) * parseFloat(style.fontSize) : parseFloat(value);
}

/**
 * Hides the header once the page is scrolled more than 100 px and shows it again near the top
 * (product §2/§9), and publishes its height as `--site-header-h` for the rail and full-height pages.
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
      const height = element.offsetHeight;
      const written = root.style.getPropertyValue(HEADER_HEIGHT);
      if (written === `${height}px`) return;
      // The stylesheet gives the usual height per breakpoint; writing the property on <html> restyles every element
      // of the page (~30 ms on a throttled phone), so it is written only while the header differs from it (the
      // domain notice), and taken away again when the header is back to the stylesheet's height.
      if (written) root.style.removeProperty(HEADER_HEIGHT);
      if (height !== stylesheetHeight(root)) root.style.setProperty(HEADER_HEIGHT, `${height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [header]);
}
