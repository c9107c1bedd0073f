import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { HeroArt } from '@/features/home/components/hero-art';

/** Shown in place of the carousel when it has no slides: who we are and where to go. */
export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden rounded-lg bg-surface-2 shadow-card"
      style={{
        backgroundImage:
          'radial-gradient(90% 120% at 100% 0%, var(--color-accent-soft), transparent 60%), linear-gradient(180deg, var(--color-surface-2), var(--color-surface-1))',
      }}
    >
      <HeroArt className="absolute top-1/2 right-0 -z-10 hidden h-[108%] -translate-y-1/2 opacity-40 sm:block md:opacity-100 lg:right-8" />
      <div className="flex max-w-2xl flex-col justify-center px-5 py-8 sm:min-h-[22rem] sm:px-10 sm:py-10 md:min-h-[26rem] md:py-14 lg:px-14">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent">
          {t('hero.eyebrow')}
        </p>
        <h2 id="home-hero-title" className="mt-5 text-display font-bold tracking-tight text-balance text-fg-strong">
          {t('hero.title')}
        </h2>
        <p className="mt-4 max-w-xl text-base text-fg sm:text-lg">{t('hero.body')}</p>
        <div className="mt-7 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/spor">
              {t('hero.primary')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/casino/slot">{t('hero.secondary')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
