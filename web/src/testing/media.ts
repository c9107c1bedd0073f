import { vi } from 'vitest';

/** The phone layout's media query (below 900 px, product §2). */
const PHONE_QUERY = 'max-width: 899.98px';

/** Makes media queries answer as on a phone (< 900 px) until the returned spy is restored. */
export function onAPhone() {
  return vi.spyOn(window, 'matchMedia').mockImplementation((media: string) =>
    Object.assign(new EventTarget(), {
      matches: media.includes(PHONE_QUERY),
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  );
}

/** Makes exactly these media queries match (e.g. a wide screen's `(min-width: 640px)`) until the spy is restored. */
export function matchingMedia(queries: readonly string[]) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((media: string) =>
    Object.assign(new EventTarget(), {
      matches: queries.includes(media),
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  );
}
