import type { SliderItem } from '@/lib/api/types';

/** ResponsivePicture's breakpoints: images[1] from 1200 px, images[2] from 992 px, images[0] below. */
function pictureSources(images: readonly string[]): { href: string; media?: string }[] {
  const [fallback, wide, medium] = images;
  const sources: { href: string; media?: string }[] = [];
  if (wide) sources.push({ href: wide, media: '(min-width: 1200px)' });
  if (medium) sources.push({ href: medium, media: wide ? '(min-width: 992px) and (max-width: 1199.98px)' : '(min-width: 992px)' });
  if (fallback) {
    const below = medium ? '(max-width: 991.98px)' : wide ? '(max-width: 1199.98px)' : undefined;
    sources.push(below ? { href: fallback, media: below } : { href: fallback });
  }
  return sources;
}

/**
 * The first slide is the landing page's largest paint: as soon as the slides are known (start-up's early fetch), a
 * high-priority `<link rel="preload">` per breakpoint starts the one picture this screen shows, before the
 * carousel's code has loaded and rendered it.
 */
export function preloadFirstSlide(items: readonly SliderItem[]): void {
  const images = items[0]?.images;
  if (!images) return;
  const preloaded = new Set([...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')));
  for (const { href, media } of pictureSources(images)) {
    if (preloaded.has(href)) continue;
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', href);
    link.setAttribute('fetchpriority', 'high');
    if (media) link.setAttribute('media', media);
    document.head.append(link);
  }
}
