/**
 * The Swiper part of the carousel (Swiper, its CSS, `attachSwiper`), its own chunk: loaded by the carousel when the
 * visitor reaches for it or its first advance is due, or early by the landing page.
 */
export const loadCarouselSlides = () => import('@/features/cms/lib/carousel-swiper');
