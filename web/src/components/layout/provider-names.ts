/** Product §3: the twelve provider wordmarks, served as /media/providers/<name>-c.svg (our own art). */
export const PROVIDERS: readonly { file: string; name: string }[] = [
  { file: 'amusnet', name: 'Amusnet' },
  { file: '3oaksgaming', name: '3 Oaks Gaming' },
  { file: 'amatic', name: 'Amatic' },
  { file: 'bgaming', name: 'BGaming' },
  { file: 'betsoftow', name: 'Betsoft' },
  { file: 'pragmaticplay', name: 'Pragmatic Play' },
  { file: 'evolution', name: 'Evolution' },
  { file: 'evoplay', name: 'Evoplay' },
  { file: 'netent', name: 'NetEnt' },
  { file: 'novomatic', name: 'Novomatic' },
  { file: 'redtiger', name: 'Red Tiger' },
  { file: 'spribe', name: 'Spribe' },
];

export const providerLogoUrl = (file: string) => `/media/providers/${file}-c.svg`;

/** Product §9 footer slider: 3 per view under 992 px, 7 from 992 px, autoplay every 2000 ms after 500 ms. */
export const PROVIDER_SLIDER = {
  slidesPerView: 3,
  wideBreakpoint: 992,
  wideSlidesPerView: 7,
  autoplayDelayMs: 2000,
  autoplayStartMs: 500,
} as const;
