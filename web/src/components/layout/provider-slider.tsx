import 'swiper/css';
import { Swiper, SwiperSlide } from 'swiper/react';
import { PROVIDERS, PROVIDER_SLIDER, providerLogoUrl } from '@/components/layout/provider-names';
import { timerAutoplay } from '@/lib/swiper-autoplay';

// Product §4: the footer's autoplay starts 500 ms after init, then advances every 2000 ms.
const AUTOPLAY = timerAutoplay({
  delay: PROVIDER_SLIDER.autoplayDelayMs,
  firstDelay: PROVIDER_SLIDER.autoplayStartMs + PROVIDER_SLIDER.autoplayDelayMs,
});

/** The footer's provider logo slider (Swiper; loaded lazily, it is not part of the first paint). */
export default function ProviderSlider() {
  return (
    <Swiper
      modules={[AUTOPLAY]}
      slidesPerView={PROVIDER_SLIDER.slidesPerView}
      spaceBetween={12}
      loop
      breakpoints={{ [PROVIDER_SLIDER.wideBreakpoint]: { slidesPerView: PROVIDER_SLIDER.wideSlidesPerView, spaceBetween: 16 } }}
    >
      {PROVIDERS.map(({ file, name }) => (
        <SwiperSlide key={file}>
          <div className="grid h-16 place-items-center rounded-md bg-surface-2 px-2 opacity-80 transition-opacity duration-200 hover:opacity-100">
            <img src={providerLogoUrl(file)} alt={name} decoding="async" width={120} height={40} className="h-12 w-auto max-w-full" />
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
