import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type RefObject, memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import type { SliderItem } from '@/lib/api/types';
import { SlideLink } from '@/features/cms/components/carousel-slide-link';
import { loadCarouselSlides } from '@/features/cms/lib/carousel-chunk';
import { CAROUSEL, CAROUSEL_HEIGHT_CLASS } from '@/features/cms/lib/carousel-config';
import { afterLoadIdle } from '@/lib/idle';
import { cn } from '@/lib/cn';

/** Where Swiper goes once it is attached: a slide, instantly (a focused slide already scrolled into view) or animated. */
interface Pending {
  index: number;
  instant?: boolean;
}
type Move = number | 'next' | 'prev';

/**
 * A swipe Swiper did not see begin moves one slide by Swiper's own rule: a quick one (under 300 ms) that travelled
 * more than a tap's wobble, a slow one that travelled half the carousel's width.
 */
const SWIPE = { quickMs: 300, quickMinPx: 30, slowRatio: 0.5 } as const;

/**
 * The slides as Swiper's own markup (`.swiper > .swiper-wrapper > .swiper-slide`, with its roles and labels), styled
 * like Swiper's CSS and its 20 px spacing so the first slide shows in its final box before Swiper (a chunk) has loaded.
 * Swiper takes this markup over in place: the elements, the pictures and the focus stay. Each slide is its own layer
 * from the start (`translateZ(0)`, hidden backface: Swiper's `swiper-backface-hidden`), so the picture is rasterized
 * the same way before and after (without it the phone's slide differed by a few shades when Swiper came).
 */
const Track = memo(function Track({ items, trackRef }: { items: readonly SliderItem[]; trackRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation('site');
  const count = items.length;
  // The other slides' pictures are asked for once the first one is in: on a slow link they took its bandwidth (the
  // server sends what is asked side by side), and it is the landing page's largest paint.
  const [firstIn, setFirstIn] = useState(false);
  const shown = () => setFirstIn(true);
  return (
    <div ref={trackRef} className="swiper relative z-1 overflow-hidden rounded-lg">
      <div className="swiper-wrapper relative z-1 box-content flex size-full" aria-live={count > 1 ? 'off' : undefined}>
        {items.map((item, index) => (
          <div
            key={item.id}
            role="group"
            aria-label={`${index + 1} / ${count}`}
            data-slide-index={index}
            className="swiper-slide relative mr-5 block size-full shrink-0 [transform:translateZ(0)] backface-hidden"
          >
            <SlideLink
              url={item.url}
              target={item.target}
              label={t('carousel.slide', { index: index + 1, count })}
              className={cn('block overflow-hidden rounded-lg bg-surface-2', CAROUSEL_HEIGHT_CLASS)}
            >
              {(index === 0 || firstIn) && (
                <ResponsivePicture
                  images={item.images}
                  alt=""
                  className="block size-full"
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  onLoad={index === 0 ? shown : undefined}
                  onError={index === 0 ? shown : undefined}
                />
              )}
            </SlideLink>
          </div>
        ))}
      </div>
    </div>
  );
});

/**
 * Product §2/§4/§9 carousel. The slides render at once as plain markup (the first one is the landing page's largest
 * paint), with the dots, the first one current. Swiper (autoplay, swiping, the a11y module) is loaded and attached
 * when its first autoplay advance is due — `CAROUSEL.autoplayDelayMs` after the page has loaded and gone idle, and it
 * makes that advance — or at once when the visitor reaches for the carousel (pointer, touch, focus, a dot or arrow; a
 * swipe that brought it is made once it is attached), so its ~0.2 s initialisation on a phone never competes with the
 * first paint. A single slide never needs Swiper.
 */
export function CarouselSlides({ items }: { items: readonly SliderItem[] }) {
  const { t } = useTranslation('site');
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const requestedRef = useRef(false);
  const pendingRef = useRef<Pending | null>(null);
  const mouseInsideRef = useRef(false);
  const [active, setActive] = useState(0);
  const count = items.length;
  const countRef = useRef(count);
  // The listeners, set up once, call the latest `move`/`request` through this ref (they see the current slides).
  const controls = useRef<{ move: (to: Move, instant?: boolean) => void; request: () => void; isAttached: () => boolean }>(null);

  const attached = () => {
    const swiper = swiperRef.current;
    return swiper && !swiper.destroyed ? swiper : null;
  };

  const request = () => {
    if (requestedRef.current || countRef.current < 2) return;
    requestedRef.current = true;
    loadCarouselSlides().then(
      ({ attachSwiper }) => {
        const el = trackRef.current;
        if (!el || !el.isConnected || swiperRef.current) return;
        // A focused slide may have scrolled the clipped row; Swiper moves it with a transform instead.
        el.scrollLeft = 0;
        const swiper = attachSwiper(el, { onSlideChange: setActive });
        swiperRef.current = swiper;
        // Swiper's autoplay pauses on a mouse entering it: the mouse that brought it here is already in.
        if (mouseInsideRef.current && typeof PointerEvent === 'function' && el.matches(':hover')) {
          el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
        }
        const pending = pendingRef.current;
        pendingRef.current = null;
        if (pending && pending.index !== swiper.activeIndex) {
          if (pending.instant) swiper.slideTo(pending.index, 0);
          else
            requestAnimationFrame(() => {
              if (!swiper.destroyed) swiper.slideTo(pending.index);
            });
        }
      },
      () => {
        requestedRef.current = false;
      },
    );
  };

  /** A dot, an arrow or the first autoplay advance: Swiper moves there, or goes there once it is attached. */
  const move = (to: Move, instant = false) => {
    const swiper = attached();
    if (swiper) {
      if (to === 'next') swiper.slideNext();
      else if (to === 'prev') swiper.slidePrev();
      else swiper.slideTo(to);
      return;
    }
    const from = pendingRef.current?.index ?? 0;
    const last = countRef.current - 1;
    const index = to === 'next' ? Math.min(from + 1, last) : to === 'prev' ? Math.max(from - 1, 0) : to;
    pendingRef.current = { index, instant };
    request();
  };

  useEffect(() => {
    countRef.current = count;
    controls.current = { move, request, isAttached: () => attached() !== null };
  });

  // Swiper comes when the visitor reaches for the carousel, or when its first advance is due.
  const many = count > 1;
  useEffect(() => {
    const root = rootRef.current;
    if (!many || !root) return;
    const reach = () => controls.current?.request();
    const enter = (event: PointerEvent) => {
      mouseInsideRef.current = event.pointerType === 'mouse';
      reach();
    };
    const leave = () => {
      mouseInsideRef.current = false;
    };
    // A swipe begun before Swiper was attached (the touch is what brings it) is made once the finger lifts: Swiper
    // only follows gestures it saw start.
    let touch: { x: number; y: number; at: number } | null = null;
    const touchStart = (event: TouchEvent) => {
      const point = event.touches[0];
      touch = point && !controls.current?.isAttached() ? { x: point.clientX, y: point.clientY, at: event.timeStamp } : null;
      reach();
    };
    const touchEnd = (event: TouchEvent) => {
      const start = touch;
      touch = null;
      const point = event.changedTouches[0];
      if (!start || !point) return;
      const dx = point.clientX - start.x;
      const quick = event.timeStamp - start.at < SWIPE.quickMs;
      const travel = quick ? SWIPE.quickMinPx : root.clientWidth * SWIPE.slowRatio;
      if (Math.abs(dx) >= travel && Math.abs(dx) > Math.abs(point.clientY - start.y)) {
        controls.current?.move(dx < 0 ? 'next' : 'prev');
      }
    };
    const focus = (event: FocusEvent) => {
      const slide = (event.target as Element | null)?.closest('[data-slide-index]');
      if (slide && !pendingRef.current) pendingRef.current = { index: Number(slide.getAttribute('data-slide-index')), instant: true };
      reach();
    };
    root.addEventListener('pointerenter', enter);
    root.addEventListener('pointerleave', leave);
    root.addEventListener('touchstart', touchStart, { passive: true });
    root.addEventListener('touchend', touchEnd, { passive: true });
    root.addEventListener('focusin', focus);
    let timer: number | undefined;
    const cancelIdle = afterLoadIdle(() => {
      timer = window.setTimeout(() => {
        if (!requestedRef.current) controls.current?.move('next');
      }, CAROUSEL.autoplayDelayMs);
    });
    return () => {
      root.removeEventListener('pointerenter', enter);
      root.removeEventListener('pointerleave', leave);
      root.removeEventListener('touchstart', touchStart);
      root.removeEventListener('touchend', touchEnd);
      root.removeEventListener('focusin', focus);
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, [many]);

  // Product §4: new items replace the old ones and the carousel refreshes 100 ms later (Swiper, if attached, re-reads
  // the slides and starts over from the first).
  const shownItems = useRef(items);
  useEffect(() => {
    if (shownItems.current === items) return;
    shownItems.current = items;
    const id = window.setTimeout(() => {
      const swiper = attached();
      if (!swiper) {
        setActive(0);
        return;
      }
      swiper.update();
      swiper.slideTo(0, 0);
      swiper.autoplay.start();
    }, CAROUSEL.refreshDelayMs);
    return () => {
      window.clearTimeout(id);
    };
  }, [items]);

  useEffect(
    () => () => {
      swiperRef.current?.destroy(true, false);
      swiperRef.current = null;
    },
    [],
  );

  return (
    <div ref={rootRef} className="group/carousel relative">
      <Track items={items} trackRef={trackRef} />
      {many && (
        <>
          <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 flex justify-center">
            <div className="pointer-events-auto flex items-center gap-1.5 rounded-full bg-surface-0/60 px-2.5 py-1.5 backdrop-blur">
              {items.map((item, index) => (
                <button
                  key={item.id}
                  type="button"
                  aria-label={t('carousel.slide', { index: index + 1, count })}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => move(index)}
                  className={cn(
                    'h-1.5 rounded-full transition-[width,background-color] duration-200 ease-out',
                    index === active ? 'w-6 bg-accent' : 'w-1.5 bg-fg-muted/60 hover:bg-fg',
                  )}
                />
              ))}
            </div>
          </div>
          {(['prev', 'next'] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              tabIndex={-1}
              aria-hidden
              onClick={() => move(direction)}
              className={cn(
                'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-surface-0/60 text-fg-strong opacity-0 backdrop-blur transition-opacity duration-200 group-hover/carousel:opacity-100 hover:bg-surface-0/80 min-[992px]:grid',
                direction === 'prev' ? 'left-4' : 'right-4',
              )}
            >
              {direction === 'prev' ? <ChevronLeft className="size-5" /> : <ChevronRight className="size-5" />}
            </button>
          ))}
        </>
      )}
    </div>
  );
}
