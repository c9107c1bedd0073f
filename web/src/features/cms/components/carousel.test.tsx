import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Carousel } from '@/features/cms/components/carousel';
import { ok } from '@/testing/msw/envelope';
import { demoSlides } from '@/testing/msw/cms-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';
import { useActionStore } from '@/stores/action-store';

describe('carousel', () => {
  beforeEach(() => {
    useActionStore.getState().reset();
  });

  it('shows three placeholders until the slides arrive, then each slide as a link around a three-size picture', async () => {
    const slugs: string[] = [];
    server.use(
      http.post('*/api/cms/sliderlist', async ({ request }) => {
        slugs.push(((await request.json()) as { slug: string }).slug);
        await delay(100);
        return ok(demoSlides);
      }),
    );

    renderApp(<Carousel slug="home" />);

    const placeholders = screen.getByTestId('carousel-placeholders');
    expect(within(placeholders).getAllByRole('listitem', { hidden: true })).toHaveLength(3);

    const first = await screen.findByRole('link', { name: 'Kampanya 1 / 2' }, { timeout: 4000 });
    expect(screen.queryByTestId('carousel-placeholders')).not.toBeInTheDocument();
    expect(first).toHaveAttribute('href', '/promotions');
    const picture = first.querySelector('picture');
    const sources = [...(picture?.querySelectorAll('source') ?? [])].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['(min-width: 1200px)', '/media/s1-xl.svg'],
      ['(min-width: 992px)', '/media/s1-l.svg'],
    ]);
    expect(picture?.querySelector('img')).toHaveAttribute('src', '/media/s1-m.svg');
    expect(screen.getByRole('link', { name: 'Kampanya 2 / 2' })).toHaveAttribute('href', '/spor');
    expect(slugs).toEqual(['home']);
    expect(useActionStore.getState().activeSliderSlug).toBe('home');
  });

  it('reloads when the active slider slug changes', async () => {
    const slugs: string[] = [];
    server.use(
      http.post('*/api/cms/sliderlist', async ({ request }) => {
        const { slug } = (await request.json()) as { slug: string };
        slugs.push(slug);
        return ok(slug === 'casino' ? [{ ...demoSlides[0], id: 9, url: '/casino/slot' }] : demoSlides);
      }),
    );
    renderApp(<Carousel slug="home" />);
    await screen.findByRole('link', { name: 'Kampanya 1 / 2' }, { timeout: 4000 });

    useActionStore.getState().setActiveSliderSlug('casino');

    expect(await screen.findByRole('link', { name: 'Kampanya 1 / 1' })).toHaveAttribute('href', '/casino/slot');
    expect(slugs).toEqual(['home', 'casino']);
  });

  it('shows the fallback when the carousel has no slides', async () => {
    server.use(http.post('*/api/cms/sliderlist', () => ok([])));
    renderApp(<Carousel slug="home" empty={<p>Hoş geldiniz</p>} />);
    expect(await screen.findByText('Hoş geldiniz')).toBeInTheDocument();
  });
});
