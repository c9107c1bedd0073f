import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/layout/logo';
import { useSlider } from '@/features/cms/api/sliders';
import { CarouselSlides } from '@/features/cms/components/carousel-slides';
import { CAROUSEL, CAROUSEL_HEIGHT_CLASS } from '@/features/cms/lib/carousel-config';
import { cn } from '@/lib/cn';
import { useActionStore } from '@/stores/action-store';

/** Product §2: three placeholder items with a default image until the list loads (sized like the slides). */
export function CarouselPlaceholders() {
  const { t } = useTranslation('site');
  return (
    <div role="status" aria-label={t('carousel.loading')} className="overflow-hidden rounded-lg">
      <ul className="flex gap-5" data-testid="carousel-placeholders">
        {Array.from({ length: CAROUSEL.placeholders }, (_, index) => (
          <li
            key={index}
            aria-hidden
            className={cn(
              'relative grid w-full shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-2',
              CAROUSEL_HEIGHT_CLASS,
            )}
            style={{
              backgroundImage:
                'radial-gradient(70% 90% at 85% 20%, var(--color-accent-soft), transparent 60%), linear-gradient(120deg, var(--color-surface-2), var(--color-surface-1))',
            }}
          >
            <LogoMark className="size-16 opacity-25" />
            <span className="shimmer absolute inset-0 [--shimmer-highlight:color-mix(in_oklab,var(--color-surface-3)_40%,transparent)]" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Product §2 carousel of the active slider slug: each slide a link around a three-size picture.
 * It reloads when the active slug changes; `empty` shows when the carousel has no slides. The placeholders show only
 * while the slides are pending: then the slides render at once, Swiper joins them later (CarouselSlides).
 */
export function Carousel({ slug, empty = null, className }: { slug: string; empty?: ReactNode; className?: string }) {
  const { t } = useTranslation('site');
  // The prop names the carousel when it mounts; afterwards it follows the store's active slug.
  const [current, setCurrent] = useState(slug);
  useEffect(() => {
    const unsubscribe = useActionStore.subscribe((state, previous) => {
      if (state.activeSliderSlug && state.activeSliderSlug !== previous.activeSliderSlug) setCurrent(state.activeSliderSlug);
    });
    useActionStore.getState().setActiveSliderSlug(slug);
    return unsubscribe;
  }, [slug]);

  const { data, isPending, isError } = useSlider(current);

  let content: ReactNode;
  if (isPending) content = <CarouselPlaceholders />;
  else if (isError || data.length === 0) content = empty;
  else content = <CarouselSlides items={data} />;

  if (content === null) return null;
  return (
    <section aria-label={t('carousel.label')} aria-roledescription="carousel" className={className}>
      {content}
    </section>
  );
}
