import { useCallback, useSyncExternalStore } from 'react';

/** Product §9: below 900 px is a phone (the notification sheet, the compact header). */
export const PHONE_MEDIA_QUERY = '(max-width: 899.98px)';

/** Whether the media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
