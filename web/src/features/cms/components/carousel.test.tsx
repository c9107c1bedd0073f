import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '@/features/cms/components/carousel';
import { loadCarouselSlides } from '@/features/cms/lib/carousel-chunk';
import { CAROUSEL } from '@/features/cms/lib/carousel-config';
import { ok } from '@/testing/msw/envelope';
import { demoSlides } from '@/testing/msw/cms-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';
import { useActionStore } from '@/stores/action-store';

// The Swiper chunk loads only when the carousel asks for it; the page's idle moment comes when a test says so.
vi.mock('@/features/cms/lib/carousel-chunk', () => ({
  loadCarouselSlides: vi.fn(() => import('@/features/cms/lib/carousel-swiper')),
}));
const idle = vi.hoisted(() => ({ tasks: [] as (() => void)[] }));
vi.mock('@/lib/idle', () => ({
  afterLoadIdle: (task: () => void) => {
    idle.tasks.push(task);
    return () => {
      idle.tasks = idle.tasks.filter((queued) => queued !== task);
    };
  },
}));

const swiperAttached = () => document.querySelector('.swiper.swiper-initialized');
/** The element the carousel listens on for the visitor: the slides' and dots' common parent. */
const carouselOf = (link: HTMLElement) => {
  const root = link.closest('.swiper')?.parentElement;
  if (!root) throw new Error('the link is not in the carousel');
  return root;
};

describe('carousel', () => {
  beforeEach(() => {
    useActionStore.getState().reset();
    idle.tasks = [];
    vi.mocked(loadCarouselSlides).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
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

  it('draws the slides without waiting for Swiper, which takes them over in place when the visitor reaches for them', async () => {
    server.use(http.post('*/api/cms/sliderlist', () => ok(demoSlides)));
    renderApp(<Carousel slug="home" />);

    const first = await screen.findByRole('link', { name: 'Kampanya 1 / 2' });
    expect(screen.queryByTestId('carousel-placeholders')).not.toBeInTheDocument();
    expect(first.closest('.swiper-slide')).toHaveAttribute('aria-label', '1 / 2');
    expect(first.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    // The dots are there from the start, the first one current.
    expect(screen.getByRole('button', { name: 'Kampanya 1 / 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Kampanya 2 / 2' })).not.toHaveAttribute('aria-current');
    expect(loadCarouselSlides).not.toHaveBeenCalled();
    expect(swiperAttached()).toBeNull();
    await waitFor(() => expect(idle.tasks).toHaveLength(1)); // the carousel listens for the visitor

    fireEvent.pointerEnter(carouselOf(first));

    await waitFor(() => expect(swiperAttached()).not.toBeNull());
    expect(loadCarouselSlides).toHaveBeenCalledTimes(1);
    // The same elements: nothing was drawn again.
    expect(screen.getByRole('link', { name: 'Kampanya 1 / 2' })).toBe(first);
    expect(screen.getByRole('button', { name: 'Kampanya 1 / 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('attaches Swiper on focus inside the carousel', async () => {
    server.use(http.post('*/api/cms/sliderlist', () => ok(demoSlides)));
    renderApp(<Carousel slug="home" />);
    const first = await screen.findByRole('link', { name: 'Kampanya 1 / 2' });
    expect(loadCarouselSlides).not.toHaveBeenCalled();
    await waitFor(() => expect(idle.tasks).toHaveLength(1)); // the carousel listens for the visitor

    first.focus();

    await waitFor(() => expect(swiperAttached()).not.toBeNull());
    expect(document.activeElement).toBe(first);
  });

  it('a dot clicked before Swiper has come moves to its slide once Swiper is attached', async () => {
    server.use(http.post('*/api/cms/sliderlist', () => ok(demoSlides)));
    const { user } = renderApp(<Carousel slug="home" />);
    await screen.findByRole('link', { name: 'Kampanya 1 / 2' });

    await user.click(screen.getByRole('button', { name: 'Kampanya 2 / 2' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Kampanya 2 / 2' })).toHaveAttribute('aria-current', 'true'));
    expect(swiperAttached()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Kampanya 1 / 2' })).not.toHaveAttribute('aria-current');
  });

  it('a swipe that brings Swiper is made once Swiper is attached; an up-and-down one moves nothing', async () => {
    server.use(http.post('*/api/cms/sliderlist', () => ok(demoSlides)));
    renderApp(<Carousel slug="home" />);
    const first = await screen.findByRole('link', { name: 'Kampanya 1 / 2' });
    await waitFor(() => expect(idle.tasks).toHaveLength(1)); // the carousel listens for the visitor
    const root = carouselOf(first);

    // Mostly vertical: a scroll of the page, not a swipe.
    fireEvent.touchStart(root, { touches: [{ clientX: 200, clientY: 300 }] });
    fireEvent.touchEnd(root, { changedTouches: [{ clientX: 170, clientY: 150 }] });
    await waitFor(() => expect(swiperAttached()).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Kampanya 1 / 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('a leftward swipe begun before Swiper has come moves to the next slide', async () => {
    server.use(http.post('*/api/cms/sliderlist', () => ok(demoSlides)));
    renderApp(<Carousel slug="home" />);
    const first = await screen.findByRole('link', { name: 'Kampanya 1 / 2' });
    await waitFor(() => expect(idle.tasks).toHaveLength(1));
    const root = carouselOf(first);

    fireEvent.touchStart(root, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(root, { changedTouches: [{ clientX: 120, clientY: 210 }] });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Kampanya 2 / 2' })).toHaveAttribute('aria-current', 'true'));
    expect(swiperAttached()).not.toBeNull();
  });

  it('attaches Swiper when its first autoplay advance is due, the autoplay delay after the page is loaded and idle, and makes that advance', async () => {
    server.use(http.post('*/api/cms/sliderlist', () => ok(demoSlides)));
    renderApp(<Carousel slug="home" />);
    await screen.findByRole('link', { name: 'Kampanya 1 / 2' });
    await waitFor(() => expect(idle.tasks).toHaveLength(1));

    vi.useFakeTimers();
    idle.tasks[0]?.();
    vi.advanceTimersByTime(CAROUSEL.autoplayDelayMs - 1);
    expect(loadCarouselSlides).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loadCarouselSlides).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    await waitFor(() => expect(swiperAttached()).not.toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kampanya 2 / 2' })).toHaveAttribute('aria-current', 'true'));
  });

  it('never loads Swiper for a single slide, which shows without dots', async () => {
    server.use(http.post('*/api/cms/sliderlist', () => ok([demoSlides[0]])));
    renderApp(<Carousel slug="home" />);
    const only = await screen.findByRole('link', { name: 'Kampanya 1 / 1' });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the effects have run

    fireEvent.pointerEnter(carouselOf(only));
    only.focus();

    expect(idle.tasks).toHaveLength(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(loadCarouselSlides).not.toHaveBeenCalled();
  });

  it('shows the fallback when the carousel has no slides', async () => {
    server.use(http.post('*/api/cms/sliderlist', () => ok([])));
    renderApp(<Carousel slug="home" empty={<p>Hoş geldiniz</p>} />);
    expect(await screen.findByText('Hoş geldiniz')).toBeInTheDocument();
  });
});
