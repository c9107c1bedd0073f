/** The Swiper part of the carousel, its own chunk: loaded by the carousel, or early by the landing page. */
export const loadCarouselSlides = () => import('@/features/cms/components/carousel-slides');
