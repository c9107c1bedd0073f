import 'swiper/css';
import Swiper from 'swiper';
import { A11y } from 'swiper/modules';
import { CAROUSEL } from '@/features/cms/lib/carousel-config';
import { timerAutoplay } from '@/lib/swiper-autoplay';

const AUTOPLAY = timerAutoplay({ delay: CAROUSEL.autoplayDelayMs });

/**
 * The Swiper part of the carousel, a chunk of its own (with Swiper's CSS): it takes over the slides the carousel has
 * already drawn as plain markup (`.swiper > .swiper-wrapper > .swiper-slide`), in place, so nothing is re-rendered.
 */
export function attachSwiper(el: HTMLElement, { onSlideChange }: { onSlideChange: (index: number) => void }): Swiper {
  return new Swiper(el, {
    modules: [AUTOPLAY, A11y],
    slidesPerView: CAROUSEL.slidesPerView,
    spaceBetween: CAROUSEL.spaceBetween,
    loop: CAROUSEL.loop,
    a11y: { enabled: true, slideRole: 'group', slideLabelMessage: '{{index}} / {{slidesLength}}' },
    on: {
      slideChange: (swiper) => {
        onSlideChange(swiper.activeIndex);
      },
    },
  });
}
