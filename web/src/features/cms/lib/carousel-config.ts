/** Product §9 carousel: one slide per view at all widths, 20 px apart, no loop, autoplay every 5000 ms. */
export const CAROUSEL = {
  slidesPerView: 1,
  spaceBetween: 20,
  loop: false,
  autoplayDelayMs: 5000,
  /** Product §4: after the slides are replaced, the carousel refreshes this much later. */
  refreshDelayMs: 100,
  placeholders: 3,
} as const;

/**
 * A slide's box: the aspect of the picture shown at that width (800×400 by default, 1200×440 from
 * 992 px, 1920×540 from 1200 px), kept between the spec's 15rem and 27rem high, 25rem with the mobile
 * padding (product §9: below 992 px, where the phone picture shows). On phones narrower
 * than 480 px a 2:1 picture is under 15rem high: there the box keeps the picture's aspect, as the
 * minimum would crop its sides (docs/decisions.md, "Carousel on phones"). The placeholders use it
 * too, so nothing moves when the slides arrive.
 */
export const CAROUSEL_HEIGHT_CLASS =
  'w-full aspect-[2/1] min-[992px]:aspect-[1200/440] min-[1200px]:aspect-[1920/540] min-[480px]:min-h-60 max-h-[25rem] min-[992px]:max-h-[27rem]';
