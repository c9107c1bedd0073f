import { ArrowLeft, Gift, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/components/layout/logo';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';

/** The designed 404: the die rolled off the table, one sentence, a way home and two ways on. */
export function NotFoundRoute() {
  const { t } = useTranslation(['common', 'site']);
  return (
    <>
      <PageMeta title={`${t('notFound.title')} · Zar`} description={t('site:meta.notFoundDescription')} />
      <section className="relative isolate mx-auto flex max-w-2xl flex-col items-center overflow-hidden px-4 py-16 text-center sm:py-24">
        <div
          aria-hidden
          className="absolute inset-x-0 top-6 -z-10 mx-auto size-72 rounded-full opacity-60 blur-3xl"
          style={{ background: 'radial-gradient(circle, var(--color-accent-soft), transparent 70%)' }}
        />
        <p aria-hidden className="flex items-center gap-2 text-[5.5rem] leading-none font-black tracking-tighter text-fg-strong sm:text-[8rem]">
          <span>4</span>
          <LogoMark className="size-[4.5rem] rotate-12 drop-shadow-[0_12px_24px_rgb(0_0_0/0.5)] sm:size-28" />
          <span>4</span>
        </p>
        <p className="sr-only">{t('notFound.code')}</p>
        <h1 className="mt-8 text-xl font-semibold text-fg-strong">{t('notFound.title')}</h1>
        <p className="mt-3 max-w-md text-fg-muted">{t('notFound.body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/">
              <ArrowLeft aria-hidden className="size-4" />
              {t('notFound.action')}
            </Link>
          </Button>
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-2 text-sm">
          <li>
            <Link to="/spor" className="inline-flex items-center gap-2 rounded-full bg-surface-2 px-4 py-2 text-fg transition-colors hover:bg-surface-3 hover:text-fg-strong">
              <Trophy aria-hidden className="size-4 text-accent" />
              {t('nav.sports')}
            </Link>
          </li>
          <li>
            <Link to="/promotions" className="inline-flex items-center gap-2 rounded-full bg-surface-2 px-4 py-2 text-fg transition-colors hover:bg-surface-3 hover:text-fg-strong">
              <Gift aria-hidden className="size-4 text-accent" />
              {t('nav.promotions')}
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
