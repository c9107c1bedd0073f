import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Whether the element is full screen, and a toggle (the Fullscreen API; a no-op where it is missing). */
export function useFullscreen(element: RefObject<HTMLElement | null>): { active: boolean; supported: boolean; toggle: () => void } {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled;

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [element]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element.current?.requestFullscreen().catch(() => undefined);
  }, [element]);

  return { active, supported, toggle };
}
