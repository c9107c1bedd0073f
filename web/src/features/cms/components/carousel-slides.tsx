import 'swiper/css';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import type { SliderItem } from '@/lib/api/types';
import { SlideLink } from '@/features/cms/components/carousel-slide-link';
import { CAROUSEL, CAROUSEL_HEIGHT_CLASS } from '@/features/cms/lib/carousel-config';
import { cn } from '@/lib/cn';

/** The Swiper part of the carousel, loaded lazily (the placeholders show meanwhile). */
export default function CarouselSlides({ items }: { items: readonly SliderItem[] }) {
  const { t } = useTranslation('site');
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);

  // Spec §4: new items replace the old ones and the carousel refreshes 100 ms later.
  useEffect(() => {
    const id = window.setTimeout(() => {
      const swiper = swiperRef.current;
      if (!swiper || swiper.destroyed) return;
      swiper.update();
      swiper.slideTo(0, 0);
      swiper.autoplay.start();
    }, CAROUSEL.refreshDelayMs);
    return () => {
      window.clearTimeout(id);
    };
  }, [items]);

  const count = items.length;
  return (
    <div className="group/carousel relative">
      <Swiper
        modules={[Autoplay, A11y]}
        slidesPerView={CAROUSEL.slidesPerView}
        spaceBetween={CAROUSEL.spaceBetween}
        loop={CAROUSEL.loop}
        autoplay={{ delay: CAROUSEL.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{ enabled: true, slideRole: 'group', slideLabelMessage: '{{index}} / {{slidesLength}}' }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => {
          setActive(swiper.activeIndex);
        }}
        className="overflow-hidden rounded-lg"
      >
        {items.map((item, index) => (
          <SwiperSlide key={item.id}>
            <SlideLink
              url={item.url}
              target={item.target}
              label={t('carousel.slide', { index: index + 1, count })}
              className={cn('block overflow-hidden rounded-lg bg-surface-2', CAROUSEL_HEIGHT_CLASS)}
            >
              <ResponsivePicture
                images={item.images}
                alt=""
                className="block size-full"
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </SlideLink>
          </SwiperSlide>
        ))}
      </Swiper>
      {count > 1 && (
        <>
          <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 flex justify-center">
            <div className="pointer-events-auto flex items-center gap-1.5 rounded-full bg-surface-0/60 px-2.5 py-1.5 backdrop-blur">
              {items.map((item, index) => (
                <button
                  key={item.id}
                  type="button"
                  aria-label={t('carousel.slide', { index: index + 1, count })}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => swiperRef.current?.slideTo(index)}
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
              onClick={() => (direction === 'prev' ? swiperRef.current?.slidePrev() : swiperRef.current?.slideNext())}
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
