import { useSiteOption } from '@/lib/site/site-options';
import { cn } from '@/lib/cn';

/**
 * Product §2 casino video banner: a muted looping video with its title, shown only when the site
 * options give a url (`casino_video_url`, `casino_video_title`). Reduced motion: it does not play
 * by itself (the poster frame shows, the controls let the player start it).
 */
export function CasinoVideoBanner({ className }: { className?: string }) {
  const url = useSiteOption('casino_video_url');
  const title = useSiteOption('casino_video_title');
  if (!url) return null;
  const still = typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <figure className={cn('relative isolate overflow-hidden rounded-lg bg-surface-2 shadow-card ring-1 ring-line', className)}>
      <video
        src={url}
        muted
        loop
        playsInline
        autoPlay={!still}
        controls={still}
        preload="metadata"
        aria-label={title}
        className="size-full object-cover"
      />
      {title && (
        <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 bg-linear-to-t from-surface-0/90 via-surface-0/40 to-transparent px-5 pt-16 pb-4 text-lg font-bold text-fg-strong sm:text-xl">
          {title}
        </figcaption>
      )}
    </figure>
  );
}
